import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every page of the sitemap in CI; a spread-out sample locally (QUALITY_FULL=1 forces all).
const allPaths = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
);
const full = Boolean(process.env.CI) || process.env.QUALITY_FULL === '1';
const sampleSize = 12;
const paths = full ? allPaths : allPaths.filter((_, index) => index % Math.ceil(allPaths.length / sampleSize) === 0);

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`${colorMode} mode`, () => {
    test.use({ colorScheme: colorMode });

    for (const pathname of paths) {
      test(`${pathname} has no WCAG 2.2 A/AA violation and no console error`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(pathname);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
