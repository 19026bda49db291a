import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every page of the sitemap in CI; a spread-out sample locally (QUALITY_FULL=1 forces all).
const allPaths = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const full = Boolean(process.env.CI) || process.env.QUALITY_FULL === '1';
const sampleSize = 12;

const sampled = new Set(allPaths.filter((_, index) => index % Math.ceil(allPaths.length / sampleSize) === 0));
const paths = full ? allPaths : [...sampled];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Navbar, sidebar and footer are the same on every page of a section: the whole page is checked on
// section roots and the sample, and only the page's own content everywhere else, to keep CI fast.
const chromeChecked = new Set([
  '/docs/',
  '/docs/admin',
  '/docs/user',
  '/docs/connectors',
  '/docs/guides',
  '/docs/developer',
  '/docs/search',
]);

const operationPage = /^\/docs\/developer\/(?!schemas\/)[^/]+$/;
const knownOperationPageDefects = ['list', 'color-contrast', 'scrollable-region-focusable'] as const;

async function violations(page: Page, pathname: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  // Known defects, tracked on issues 2 and 3 and reported by name in each run: on operation pages,
  // docusaurus-theme-openapi-docs renders parameter and response lists as <ul> with <div> children, and its
  // explorer has low-contrast status colours and an unfocusable scrolling panel. Fixing them needs
  // swizzles of the theme; every other rule still runs on these pages.
  if (operationPage.test(pathname)) {
    builder.disableRules([...knownOperationPageDefects]);
    test.info().annotations.push({ type: 'known defect', description: knownOperationPageDefects.join(', ') });
  }
  if (!chromeChecked.has(pathname) && !sampled.has(pathname)) builder.include('main');
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const pathname of paths) {
  test(`${pathname} has no WCAG 2.2 A/AA violation in light or dark mode and no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const html = page.locator('html');

    // The site follows the system preference live, so one load serves both modes.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(pathname);
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    expect(await violations(page, pathname), 'light mode').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page, pathname), 'dark mode').toEqual([]);
    expect(errors).toEqual([]);
  });
}
