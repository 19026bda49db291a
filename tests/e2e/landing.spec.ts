import { expect, test } from './support/test';

test('the landing page sends each audience to its guide and tours the platform', async ({ page }) => {
  await page.goto('/docs/');
  const audiences = page.getByRole('region', { name: 'Find your guide' });
  const expected: [string, string][] = [
    ['Open the User Guide', '/docs/user'],
    ['Review and own access', '/docs/user/access-review/introduction'],
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

test('the tour of what Tessera covers does not look clickable', async ({ page }) => {
  await page.goto('/docs/');
  const tour = page.getByRole('region', { name: 'What Tessera covers' });
  await expect(tour.getByRole('listitem').getByRole('link')).toHaveCount(0);
  const bodyColor = await page
    .locator('main p')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  for (const item of await tour.getByRole('listitem').all()) {
    const look = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      const title = element.querySelector('h3');
      return {
        cursor: style.cursor,
        leftBorder: parseFloat(style.borderLeftWidth),
        titleColor: title ? getComputedStyle(title).color : '',
      };
    });
    expect(look.cursor).toBe('auto');
    expect(look.leftBorder).toBe(0);
    expect(look.titleColor).toBe(bodyColor);
  }
});

test('the hero buttons share one width on a phone and on a desktop', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/docs/');
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const widths = await hero
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().width)));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe(widths[1]);
  }
});

test('the primary button shows a focus ring a keyboard reader can see, in both colour modes', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/');
    const button = page.getByRole('link', { name: 'Get started', exact: true }).first();
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        style: style.outlineStyle,
      };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.offset).toBeGreaterThanOrEqual(2);
  }
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
