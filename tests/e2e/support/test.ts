/**
 * Playwright's `test` with page loads that end when the page is interactive. The site starts its
 * scripts after the first paint (config/html-template.ts), which on a fast machine comes after the
 * `load` event that `page.goto` waits for; a test that clicked then would click a page React has
 * not hydrated yet, which no reader can do as fast. Docusaurus marks the hydrated page with
 * `data-has-hydrated` on <html>; loads of other documents (Markdown, text) return as they are.
 */
import { expect, test as base, type Page, type Response } from '@playwright/test';

export { expect };
export type { APIResponse, ConsoleMessage, Locator, Page } from '@playwright/test';

async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  }
  return response;
}

/** Each page's own `goto`, before `loadingUntilInteractive` wraps it. */
const gotoOf = new WeakMap<Page, Page['goto']>();

/** Makes `page.goto` and `page.reload` wait until the page is interactive; for pages a test opens itself. */
export function loadingUntilInteractive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  gotoOf.set(page, goto);
  page.goto = async (url, options) => untilHydrated(page, await goto(url, options));
  page.reload = async (options) => untilHydrated(page, await reload(options));
  return page;
}

/** `page.goto` as Playwright has it, returning at `waitUntil`: for tests of a page before, or without, its scripts. */
export function gotoBeforeHydration(
  page: Page,
  url: string,
  waitUntil: 'domcontentloaded' | 'load' = 'domcontentloaded',
): Promise<Response | null> {
  return (gotoOf.get(page) ?? page.goto.bind(page))(url, { waitUntil });
}

/**
 * Fails the test on any Content-Security-Policy violation: `npm run serve` sends the deployment's
 * policy, so what production would block is caught here first.
 */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolationToTest', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolationToTest: (violation: string) => void })
        .reportCspViolationToTest;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}`);
    });
  });
  return violations;
}

/**
 * Gives each phase of a long test (a load, an accessibility run) its own time budget, counted from
 * where the test stands when the phase starts, instead of one clock for the whole test. On a busy
 * machine every phase slows down together and the sum passes any fixed limit; a test should fail
 * only when one phase stalls. Call the returned function as each phase starts.
 */
export function phaseBudgets(budgetMs: number): () => void {
  const started = Date.now();
  return () => {
    base.setTimeout(Date.now() - started + budgetMs);
  };
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page);
    await use(loadingUntilInteractive(page));
    // Prefetching starts once a page is idle, which may be as a test ends: a test's route handlers
    // still at work then would fail outside any test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * Resolves once the browser has had an idle moment and painted twice since: by then the work a
 * page defers (idle callbacks, prefetching links in view, the desktop sidebar's late hydration)
 * has started. For tests that check what a page does not load or do.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve();
            });
          });
        });
      }),
  );
}
