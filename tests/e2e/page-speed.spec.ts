import { recordLayoutShifts } from './support/page-trouble';
import { expect, test, untilIdle, type Page } from './support/test';
import { violations, wcagAxe } from './support/axe';

// Page-speed guarantees (issue 9, section 4) that hold whatever the machine: the figures themselves
// come from `npm run bench:pages`. Diagrams are drawn at build time (src/plugins/mermaid-svg).
const diagramPage = '/docs/admin/architecture';
/** Each page the benchmark measures, with the layout shift it may have at most. */
const measuredPages = [
  ['/docs/', 0],
  ['/docs/user/access-request/request-access', 0],
  [diagramPage, 0],
  // The OpenAPI theme writes the server's URL before the path only once hydrated, so the heading
  // may wrap to a second line (≈ 0.004 on a phone).
  ['/docs/developer/submit-cart', 0.01],
  ['/docs/search?q=access%20review', 0],
] as const;

/** Lighthouse's mobile screen, where the benchmark measures. */
const mobile = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

test.describe('diagrams drawn at build time', () => {
  test('are in the HTML as served, with no Mermaid runtime in any script the page loads', async ({ page, request }) => {
    const html = await (await request.get(diagramPage)).text();
    expect(html.match(/<div class="?tessera-diagram__light"?><svg /g)).toHaveLength(4);
    expect(html.match(/<div class="?tessera-diagram__dark"?><svg /g)).toHaveLength(4);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(diagramPage);
    await expect(page.locator('.tessera-diagram__light svg').first()).toBeVisible();
    await untilIdle(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      // Strings of Mermaid's renderer and parser, which no drawn diagram contains.
      const body = await (await request.get(url)).text();
      expect(/securityLevel|Syntax error in text/.test(body), `${url} carries Mermaid`).toBe(false);
    }
  });

  for (const colorMode of ['light', 'dark'] as const) {
    test.describe(`in ${colorMode} mode`, () => {
      test.use({ colorScheme: colorMode });

      test('show the copy for the mode, named for assistive technology and axe-clean', async ({ page }) => {
        const shown = colorMode === 'light' ? '.tessera-diagram__light' : '.tessera-diagram__dark';
        const hidden = colorMode === 'light' ? '.tessera-diagram__dark' : '.tessera-diagram__light';
        await page.goto(diagramPage);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        await expect(page.locator(`${shown} svg`)).toHaveCount(4);
        for (const svg of await page.locator(`${shown} svg`).all()) await expect(svg).toBeVisible();
        for (const svg of await page.locator(`${hidden} svg`).all()) await expect(svg).toBeHidden();
        await expect(page.locator(`${shown} svg`).first()).toHaveAccessibleName('Flowchart: Components and data flows');
        await expect(page.locator(`${shown} svg`).nth(1)).toHaveAccessibleName('Sequence diagram: How a request flows');

        expect(await violations(wcagAxe(page).include('.tessera-diagram'))).toEqual([]);
      });
    });
  }
});

async function trackLayoutShifts(page: Page): Promise<() => Promise<number>> {
  const layoutShifts = await recordLayoutShifts(page);
  return async () => (await layoutShifts()).reduce((total, shift) => total + shift, 0);
}

test.describe('on a phone', () => {
  test.use(mobile);

  for (const [pathname, maxLayoutShift] of measuredPages) {
    test(`${pathname} requests nothing from another host and shifts no layout`, async ({ page, baseURL }) => {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.origin !== baseURL)
          elsewhere.push(url.href);
      });
      const layoutShift = await trackLayoutShifts(page);
      await page.goto(pathname);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await untilIdle(page);
      expect(elsewhere).toEqual([]);
      expect(await layoutShift()).toBeLessThanOrEqual(maxLayoutShift);
    });
  }

  test('the menu renders on first open and, hidden again, keeps clear of the screen', async ({ page }) => {
    await page.goto('/docs/user/access-request/request-access');
    await untilIdle(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    // Each page prefetched adds a dozen links; with the menu's sidebar pages this page made 505.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="prefetch"]').count()).toBeLessThan(200);

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Request access', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(menu).toBeHidden();
    // Touching the viewport's edge counts as in view for the IntersectionObserver behind prefetching.
    await expect.poll(() => menu.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThan(0);
  });
});
