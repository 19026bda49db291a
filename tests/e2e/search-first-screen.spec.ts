import { recordErrors, recordLayoutShifts } from './support/page-trouble';
import { expect, gotoBeforeHydration, test, type Page } from './support/test';

// The search page opened by address draws its first results before the page's own scripts run
// (src/plugins/search-index/node/first-screen.ts), and React takes them over.
test.use({ viewport: { width: 412, height: 823 } });

const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' });
const groupsOf = (page: Page) => resultList(page).locator(':scope > li');
const hydrated = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'));

/** Holds the requests matching `pattern` until `open` is called. */
async function gate(page: Page, pattern: RegExp): Promise<() => void> {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(pattern, async (route) => {
    await opened;
    await route.continue().catch(() => undefined);
  });
  return open;
}

test('with the page’s scripts blocked, a query’s first results, heading and box are drawn', async ({ page }) => {
  await page.route(/\/assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js$/, (route) => route.abort());
  await gotoBeforeHydration(page, '/docs/search?q=access+review');
  await expect(groupsOf(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "access review"');
  await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('access review');
  const first = groupsOf(page).first();
  await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/docs\//);
  await expect(first.locator('mark').first()).toHaveText(/access|review/i);
  expect(await hydrated(page)).toBe('false');
});

test('React takes the first results over where they are: nothing moves, no errors, then all results', async ({
  page,
}) => {
  const errors = recordErrors(page);
  const layoutShifts = await recordLayoutShifts(page);
  // The page's main script arrives late, so that the first screen is seen on its own first.
  const releaseMain = await gate(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  await gotoBeforeHydration(page, '/docs/search?q=access+review');
  await expect(groupsOf(page)).toHaveCount(3);
  const firstTitle = groupsOf(page).first().getByRole('heading', { level: 2 });
  const drawn = await firstTitle.boundingBox();
  const drawnText = await groupsOf(page).allInnerTexts();

  releaseMain();
  await expect(resultList(page)).toHaveAttribute('data-search-query', 'access review');
  expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(true);
  expect(await groupsOf(page).count()).toBeGreaterThan(3);
  expect((await groupsOf(page).allInnerTexts()).slice(0, 3)).toEqual(drawnText);
  expect(await firstTitle.boundingBox()).toEqual(drawn);
  await expect(page.locator('[data-search-first-screen]')).toHaveCount(0);
  expect(await layoutShifts()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the page’s scripts wait for the first results, and for 2.5 s at most', async ({ page }) => {
  const releasePages = await gate(page, /\/search-index\/current\/pages\//);
  await gotoBeforeHydration(page, '/docs/search?q=access+review');
  // Long after the page would otherwise have started its scripts, none has been started.
  await page.waitForTimeout(800);
  expect(await page.locator('script[src*="/assets/js/main."]').count()).toBe(0);
  expect(await page.locator('link[data-held-preload]:not([rel])').count()).toBeGreaterThan(0);
  expect(await hydrated(page)).toBe('false');
  releasePages();
  await expect(groupsOf(page).first()).toBeVisible();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

  // The page's scripts start after the hold's limit although no result has come. The hold ends by
  // the page's own clock; how long the scripts then take depends on the machine, so the test waits
  // for the page to be hydrated, not for a number of seconds.
  const stalled = await gate(page, /\/search-index\/current\/terms\//);
  await gotoBeforeHydration(page, '/docs/search?q=request+access');
  const heldUntil = await page.evaluate(async () => {
    await window.tesseraEntryScriptsHold;
    return performance.now();
  });
  expect(heldUntil).toBeGreaterThanOrEqual(2500);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByText('Searching…')).toBeVisible();
  stalled();
  await expect(resultList(page)).toHaveAttribute('data-search-query', 'request access');
  // Its results came after the page had taken over: the page drew them, not the first screen.
  expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(false);
  await expect(page.locator('[data-search-first-screen]')).toHaveCount(0);
});

test('draws the address’s docs version, else the one the reader chose in the navbar', async ({ page }) => {
  // The choice as a reader makes it, in the desktop navbar, so that the first screen reads what
  // Docusaurus stored.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/guides');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.2' });
  await dropdown.hover();
  await dropdown.getByRole('link', { name: '3.1', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/3\.1\/guides$/);

  await page.route(/\/assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js$/, (route) => route.abort());
  const firstHit = groupsOf(page).first().getByRole('link').first();
  const version = page.getByRole('combobox', { name: 'Docs version' });
  await gotoBeforeHydration(page, '/docs/search?q=provisioning');
  await expect(firstHit).toHaveAttribute('href', /^\/docs\/3\.1\//);
  await expect(version).toHaveValue('3.1');
  await gotoBeforeHydration(page, '/docs/search?q=provisioning&version=current');
  await expect(firstHit).toHaveAttribute('href', /^\/docs\/(?!3\.1\/)/);
  await expect(version).toHaveValue('current');
});

test('a first search that failed is asked again when the page takes over', async ({ page }) => {
  const asked = new Map<string, number>();
  let failedShard: string | undefined;
  await page.route(/\/search-index\/current\/terms\//, async (route) => {
    const url = route.request().url();
    asked.set(url, (asked.get(url) ?? 0) + 1);
    failedShard ??= url;
    if (url === failedShard && asked.get(url) === 1) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/docs/search?q=access+review');
  await expect(resultList(page)).toHaveAttribute('data-search-query', 'access review');
  expect(asked.get(failedShard ?? '')).toBe(2);
  expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(false);
});

test('a query without results leaves nothing drawn: the page says so itself', async ({ page }) => {
  await page.goto('/docs/search?q=qqqzzzxx');
  await expect(page.getByText('No results for "qqqzzzxx"', { exact: true })).toBeVisible();
  await expect(page.locator('[data-search-first-screen]')).toHaveCount(0);
  expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(false);
});

for (const failure of ['cannot load', 'runs without providing the client'] as const) {
  test(`when its script ${failure}, the page searches by itself`, async ({ page }) => {
    await page.route(/\/assets\/js\/search-first-screen\.[0-9a-f]+\.js$/, (route) =>
      failure === 'cannot load' ? route.abort() : route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/search-client\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/docs/search?q=access+review');
    await expect(resultList(page)).toHaveAttribute('data-search-query', 'access review');
    expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(false);
    expect(chunks).toHaveLength(1);
  });
}
