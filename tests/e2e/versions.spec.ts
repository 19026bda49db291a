import { expect, test, type Page } from './support/test';
import { seeAllResultsFromDialog } from './support/reader-steps';

test.use({ viewport: { width: 1280, height: 900 } });

test('the version dropdown switches to 3.1 on the same page, which says it is unmaintained', async ({ page }) => {
  await page.goto('/docs/admin/architecture');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.2' });
  await dropdown.hover();
  await dropdown.getByRole('link', { name: '3.1', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/3\.1\/admin\/architecture$/);
  const banner = page.getByText(/no longer actively maintained/);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/admin\/architecture$/);
});

test('the preferred version is remembered and the guide entries follow it', async ({ page }) => {
  await page.goto('/docs/guides');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.2' });
  await dropdown.hover();
  await dropdown.getByRole('link', { name: '3.1', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/3\.1\/guides$/);

  // A full page load, so only what the browser stored can carry the choice.
  await page.goto('/docs/');
  await page.locator('.navbar').getByRole('link', { name: 'Admin Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/3\.1\/admin$/);
});

test('3.1 lacks what 3.2 added: the Atlassian and Google Sheets connectors and the webhook node', async ({
  page,
  request,
}) => {
  await page.goto('/docs/3.1/connectors');
  const matrix = page.getByRole('table');
  await expect(matrix.getByRole('link', { name: 'Active Directory' })).toHaveAttribute(
    'href',
    '/docs/3.1/connectors/ad',
  );
  await expect(matrix.getByRole('link', { name: 'Atlassian' })).toHaveCount(0);
  await expect(matrix.getByRole('link', { name: 'Google Sheets' })).toHaveCount(0);

  await page.goto('/docs/connectors');
  await expect(page.getByRole('table').getByRole('link', { name: 'Atlassian' })).toHaveAttribute(
    'href',
    '/docs/connectors/atlassian',
  );

  for (const pathname of [
    '/docs/3.1/connectors/atlassian',
    '/docs/3.1/connectors/gsheet',
    '/docs/3.1/user/workflow/webhook-node',
  ]) {
    expect((await request.get(pathname)).status(), pathname).toBe(404);
  }
  expect((await request.get('/docs/user/workflow/webhook-node')).status()).toBe(200);
});

test.describe('the reader’s docs version everywhere', () => {
  const navbarVersion = (page: Page) => page.locator('.navbar__items--right .dropdown > .navbar__link').first();

  async function choose31(page: Page): Promise<void> {
    await page.goto('/docs/guides');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.2' });
    await dropdown.hover();
    await dropdown.getByRole('link', { name: '3.1', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/3\.1\/guides$/);
  }

  test('with 3.1 chosen, the landing, search and API pages show 3.1 and search it', async ({ page }) => {
    await choose31(page);
    for (const pathname of ['/docs/', '/docs/search', '/docs/developer', '/docs/developer/submit-cart']) {
      await page.goto(pathname);
      await expect(navbarVersion(page), pathname).toHaveText('3.1');
    }
    await page.goto('/docs/search?q=provisioning');
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('3.1');
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list.getByRole('heading').getByRole('link').first()).toHaveAttribute('href', /^\/docs\/3\.1\//);
  });

  test('"See all results" from a 3.1 page opens 3.1 results', async ({ page }) => {
    await page.goto('/docs/3.1/user');
    await seeAllResultsFromDialog(page, 'provisioning');
    await expect(page).toHaveURL(/\/docs\/search\?/);
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('3.1');
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list).toHaveAttribute('data-search-query', 'provisioning');
    await expect(list.getByRole('heading').getByRole('link').first()).toHaveAttribute('href', /^\/docs\/3\.1\//);
  });

  for (const pathname of ['/docs/3.1', '/docs/3.1/']) {
    test(`${pathname} opens the 3.1 Getting Started page`, async ({ page }) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/docs\/3\.1\/guides$/);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.getByText(/no longer actively maintained/)).toBeVisible();
    });
  }

  test('switching a page new in 3.2 to 3.1 says so and opens the closest 3.1 page', async ({ page }) => {
    await page.goto('/docs/connectors/atlassian');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.2' });
    await dropdown.hover();
    const item = dropdown.getByRole('link', { name: '3.1', exact: true });
    await expect(item).toHaveAttribute('href', '/docs/3.1/connectors');
    await item.click();
    await expect(page).toHaveURL(/\/docs\/3\.1\/connectors$/);
    const notice = page.getByRole('status').filter({ hasText: /new in 3\.2/ });
    await expect(notice).toContainText('Atlassian');
    await expect(notice.getByRole('link', { name: /3\.2/ })).toHaveAttribute('href', '/docs/connectors/atlassian');
  });

  test('the API overview gives the API version apart from Tessera releases, and how to check a tenant', async ({
    page,
  }) => {
    await page.goto('/docs/developer');
    const section = page.locator('h2#api-version-and-your-tenant + *');
    await expect(page.getByRole('heading', { level: 2, name: 'API version and your tenant' })).toBeVisible();
    await expect(section).toContainText('1.0.0');
    await expect(section).toContainText('3.1');
    const badgeLine = page.locator('p').filter({ has: page.getByText('Version: 1.0.0', { exact: true }) });
    await expect(badgeLine).toContainText('of the Tessera API, numbered apart from Tessera releases');
    await badgeLine.getByRole('link', { name: 'Check your tenant' }).click();
    await expect(page).toHaveURL(/#api-version-and-your-tenant$/);
  });
});
