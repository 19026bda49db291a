import { expect, test, untilIdle, type Page } from './support/test';

// Docusaurus' own loading behaviour (spec section 2), provoked on real pages by interfering with
// the chunk requests of a client-side navigation from the landing page to the guides index.
const targetText = 'Suggested paths';

async function openLandingAndFollowGetStarted(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Get started', exact: true }).first().click();
}

test('a page that throws while rendering shows "This page crashed." with Try again', async ({ page }) => {
  await page.goto('/docs/');
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(targetText)) {
      await route.fulfill({ response });
      return;
    }
    // Turn the first text child of the page's content into an object: React refuses to render it.
    await route.fulfill({ response, body: body.replace(/children:"((?:[^"\\]|\\.)*)"/, 'children:{text:"$1"}') });
  });
  await openLandingAndFollowGetStarted(page);
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText(/Objects are not valid as a React child|React error #31/)).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
});

test('a route whose chunks fail to load logs a warning and reloads the page', async ({ page }) => {
  // Routing from the start turns the browser cache off, so a chunk the landing page prefetched
  // is fetched again, and fails, when the reader follows the link.
  let failChunks = false;
  await page.route('**/assets/js/*.js', (route) => (failChunks ? route.abort('failed') : route.continue()));
  await page.goto('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  failChunks = true;
  // The address changes at the click, before the chunks fail: the reload is the next 'load' event.
  const reloaded = page.waitForEvent('load');
  await openLandingAndFollowGetStarted(page);
  await reloaded;
  await expect(page).toHaveURL(/\/docs\/guides$/);
  expect(warnings.join('\n')).toMatch(/Loading chunk|ChunkLoadError|failed/i);
  await expect(page.getByText(targetText).first()).toBeVisible();
});

test('the route progress bar appears when a page takes longer than 200 ms to load', async ({ page }) => {
  await page.goto('/docs/');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openLandingAndFollowGetStarted(page);
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/docs\/guides$/);
  await expect(page.getByText(targetText).first()).toBeVisible();
});

test('nothing is prefetched on a data-saver or 2g connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: true } });
  });
  await page.goto('/docs/');
  await untilIdle(page);
  const prefetched = await page.locator('link[rel="prefetch"]').count();
  expect(prefetched).toBe(0);
});

test('links in view are prefetched on a normal connection', async ({ page }) => {
  await page.goto('/docs/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
});

test('the search page prefetches the pages it links to only once its first results are shown', async ({ page }) => {
  // The result pages' files wait until released: the reader is still waiting for results.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/search-index\/[^/]+\/pages\/\d+\.json/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/docs/search?q=access%20review');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByText('Searching…')).toBeVisible();
  // The navbar's and footer's links are in view, and would be prefetched by now.
  await page.waitForLoadState('load');
  await untilIdle(page);
  await page.waitForTimeout(500);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  release();
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
});
