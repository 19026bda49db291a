import { expect, test } from './support/test';

test.describe('routing under /docs/', () => {
  test('the landing page is at /docs/ with the tagline', async ({ page }) => {
    await page.goto('/docs/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera Identity Governance' })).toBeVisible();
    await expect(page.getByText('The right access, for the right people, to the right systems')).toBeVisible();
  });

  for (const section of ['admin', 'user', 'connectors', 'guides']) {
    test(`/docs/${section} is a section landing; its slash and index.html forms end there`, async ({ page }) => {
      for (const variant of [`/docs/${section}`, `/docs/${section}/`, `/docs/${section}/index.html`]) {
        const response = await page.goto(variant);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`/docs/${section}$`));
        await expect(page.locator('article h1')).toBeVisible();
      }
    });
  }

  test('an unmatched route shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/docs/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the server compresses text and caches hashed assets for good', async ({ request, page }) => {
    const html = await request.get('/docs/guides', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(html.headers()['content-encoding']).toMatch(/gzip|br/);
    expect(html.headers()['cache-control']).toContain('must-revalidate');
    await page.goto('/docs/guides');
    const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });
});
