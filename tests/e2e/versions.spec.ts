import { expect, test } from './support/test';

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
