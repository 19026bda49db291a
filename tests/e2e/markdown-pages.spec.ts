import { expect, test } from './support/test';

// The Markdown twins of the pages as the server sends them, and the "Copy page" control.
const pagePath = '/docs/admin/architecture';
const markdownPath = `${pagePath}.md`;

test.describe('Markdown pages', () => {
  test('a page is served as Markdown at its route plus .md, and llms.txt as text', async ({ request }) => {
    const markdown = await request.get(markdownPath);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await markdown.text()).toMatch(
      /^# Architecture overview\n\n> .+\n\nSource: <https:\/\/\S+\/docs\/admin\/architecture>\n/,
    );

    for (const file of ['/docs/llms.txt', '/docs/llms-full.txt']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
    }
    expect(await (await request.get('/docs/llms.txt')).text()).toContain(`/docs/admin/architecture.md): `);
  });
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("copies the page's Markdown from the keyboard and says so in a live region", async ({ page, request }) => {
    const expected = await (await request.get(markdownPath)).text();
    await page.goto(pagePath);
    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Page copied as Markdown' });
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(status).toBeHidden({ timeout: 10_000 });
  });

  test('says when the Markdown cannot be fetched', async ({ page }) => {
    await page.goto(pagePath);
    await page.route(`**${markdownPath}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page' })).toBeVisible();
  });

  test('is on API reference pages too, and View as Markdown opens the Markdown', async ({ page }) => {
    await page.goto('/docs/developer/save-cart');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/docs/developer/save-cart.md');
    await view.click();
    await expect(page).toHaveURL(/\/docs\/developer\/save-cart\.md$/);
    await expect(page.locator('body')).toContainText('`POST /api/core/cart`');
  });
});
