/** What a reader meets on most pages: wide tables that say they scroll, and print every column. */
import { expect, test } from './support/test';
import { columnLuminance } from './support/pixels';

const adPage = '/docs/connectors/ad';

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a wide table shows a shadow at the edge with more columns, ${device}, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.goto(adPage);
      const tables = page.locator('article .markdown table');
      const overflowing = await tables.evaluateAll((all) =>
        all.flatMap((table, index) => (table.scrollWidth > table.clientWidth + 1 ? [index] : [])),
      );
      expect(overflowing.length).toBeGreaterThan(0);
      for (const index of overflowing) {
        const table = tables.nth(index);
        await expect(table).toHaveAttribute('tabindex', '0');
        await table.scrollIntoViewIfNeeded();
        // 4 px in from each edge: inside the shadow, clear of a cell's border.
        const rightAtStart = await columnLuminance(page, table, 4);
        const leftAtStart = await columnLuminance(page, table, -4);
        await table.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
        });
        const rightAtEnd = await columnLuminance(page, table, 4);
        const leftAtEnd = await columnLuminance(page, table, -4);
        // A shadow darkens the light page and lightens the dark one, only where columns are hidden.
        const sign = colorScheme === 'light' ? 1 : -1;
        expect(sign * (rightAtEnd - rightAtStart), `table ${index}: right edge at start`).toBeGreaterThan(15);
        expect(sign * (leftAtStart - leftAtEnd), `table ${index}: left edge at end`).toBeGreaterThan(15);
      }
    });
  }
}

test('every column of every table prints', async ({ page }) => {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto(adPage);
  await page.emulateMedia({ media: 'print' });
  const clipped = await page
    .locator('article .markdown table')
    .evaluateAll((tables) =>
      tables.flatMap((table, index) =>
        table.scrollWidth > table.clientWidth + 1 ||
        table.getBoundingClientRect().right > (table.parentElement?.getBoundingClientRect().right ?? 0) + 1
          ? [index]
          : [],
      ),
    );
  expect(clipped).toEqual([]);
});
