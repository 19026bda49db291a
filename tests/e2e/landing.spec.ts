import { expect, test } from './support/test';

test('the landing page sends each audience to its guide and tours the platform', async ({ page }) => {
  await page.goto('/docs/');
  const audiences = page.getByRole('region', { name: 'Find your guide' });
  const expected: [string, string][] = [
    ['Open the User Guide', '/docs/user'],
    ['Review and own access', '/docs/user'],
    ['Open the Admin Guide', '/docs/admin'],
    ['Open the Connector Guide', '/docs/connectors'],
    ['Open the API reference', '/docs/developer'],
    ['Get started', '/docs/guides'],
  ];
  for (const [name, href] of expected) {
    await expect(audiences.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('region', { name: 'What Tessera covers' }).getByRole('listitem')).toHaveCount(8);
});

test('the landing page lays out on the display breakpoints', async ({ page }) => {
  const columns = async (): Promise<number> =>
    page
      .locator('ul')
      .filter({ has: page.getByText('Open the Admin Guide') })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  for (const [width, expected] of [
    [599, 1],
    [600, 2],
    [900, 3],
    [1536, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/');
    expect(await columns()).toBe(expected);
  }
});
