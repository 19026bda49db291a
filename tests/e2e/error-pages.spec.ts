import { test as plainTest } from '@playwright/test';
import { expect, test, type Page } from './support/test';

test.describe('not-found page', () => {
  test('is titled "Page Not Found" when served', async ({ page }) => {
    const response = await page.goto('/docs/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found \| Tessera/);
  });

  test('offers a search box and the pages nearest to the missing address', async ({ page }) => {
    const response = await page.goto('/docs/user/access-review/run-a-review');
    expect(response?.status()).toBe(404);
    const box = page.getByRole('searchbox', { name: 'Search the documentation' });
    await expect(box).toHaveValue('user access review run');
    const nearest = page.getByRole('region', { name: 'Pages near this address' }).getByRole('link');
    await expect(nearest.first()).toBeVisible();
    const targets = await nearest.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toContain('/docs/user/access-review/run');
    await box.fill('reconciliation');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/docs\/search\?q=reconciliation$/);
  });

  test('is titled "Page Not Found" after a navigation inside the site', async ({ page }) => {
    await page.goto('/docs/');
    // The router follows the browser's history, as when the reader goes back to a missing page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \| Tessera/);
  });
});

/**
 * Makes the navbar's search button throw while it renders, by corrupting the one script that holds
 * it: a crash outside the page content, which only the outermost error boundary catches.
 */
async function crashTheNavbar(page: Page): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const marker = '"aria-keyshortcuts":"Control+K Meta+K /"';
    if (!body.includes(marker)) {
      await route.fulfill({ response });
      return;
    }
    await route.fulfill({
      response,
      body: body.replace(marker, '"aria-keyshortcuts":(()=>{throw new Error("The navbar broke")})()'),
    });
  });
}

// Plain page loads: a page whose app crashed never marks itself hydrated.
plainTest('a crash outside the page content shows the styled "This page crashed." page', async ({ page }) => {
  await crashTheNavbar(page);
  // The crash comes once React renders the navbar, which on a busy machine is long after the load:
  // wait for React's report of it, not for a clock, before reading the page it leaves.
  const crashed = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && message.text().includes('The navbar broke'),
    timeout: 0,
  });
  await page.goto('/docs/admin');
  await crashed;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('This page crashed.');
  await expect(page.getByText('The navbar broke')).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toHaveClass(/button--primary/);
  // The theme's button, not the bare fallback's 2rem one.
  expect(await tryAgain.evaluate((button) => parseFloat(getComputedStyle(button).fontSize))).toBeLessThan(20);
  await expect(page).toHaveTitle(/^This page crashed \| Tessera/);
  // A prefetch may still be in the route handler (tests/e2e/support/test.ts does this for the other tests).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
