import { maxQueryLength } from '../../src/client/search/limits';
import { expect, test, type Page } from './support/test';
import { seeAllResultsFromDialog } from './support/reader-steps';
import { worstSearchQuery } from '../support/worst-search-query';

// The /docs/search page as a reader types into it: real key presses, never fill().
test.use({ viewport: { width: 1280, height: 900 } });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the documentation' });
const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' });

const queryInAddress = (page: Page): string | null => new URL(page.url()).searchParams.get('q');

for (const delay of [0, 30]) {
  test(`typing at ${delay} ms a key keeps every keystroke and the caret, and q follows by replace`, async ({
    page,
  }) => {
    await page.goto('/docs/search');
    const historyLength = await page.evaluate(() => history.length);
    await searchBox(page).click();
    await page.keyboard.type('access campaign', { delay });
    // Back before "campaign", then insert a word in the middle at the same speed.
    for (const key of Array.from('campaign', () => 'ArrowLeft')) await page.keyboard.press(key, { delay });
    await page.keyboard.type('review ', { delay });
    await expect(searchBox(page)).toHaveValue('access review campaign');
    expect(await searchBox(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(
      'access review '.length,
    );
    await expect.poll(() => queryInAddress(page)).toBe('access review campaign');
    await expect(resultList(page)).toHaveAttribute('data-search-query', 'access review campaign');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
}

test('a pasted 100,000-character query is cut to the search limit in q, and the page reloads', async ({ page }) => {
  await page.goto('/docs/search');
  await searchBox(page).click();
  await page.keyboard.insertText('certification '.repeat(7143).slice(0, 100_000));
  await expect.poll(() => queryInAddress(page)?.length).toBe(maxQueryLength);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(searchBox(page)).toHaveValue(/^certification /);
  expect((await searchBox(page).inputValue()).length).toBe(maxQueryLength);
});

test('the costliest query of the allowed length gets its results; the longest task it caused is reported', async ({
  page,
}) => {
  await page.goto('/docs/search');
  // Long tasks from here on: the query's, not the page's start-up. The bound itself is a unit test
  // (src/client/search/engine.test.ts); a duration in a test would fail on a busy machine.
  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { searchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await searchBox(page).click();
  await page.keyboard.insertText(worstSearchQuery);
  await expect(resultList(page)).toHaveAttribute('data-search-query', worstSearchQuery);
  await expect(resultList(page).getByRole('link').first()).toBeVisible();
  const longest = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { searchLongTasks: number[] }).searchLongTasks),
  );
  test
    .info()
    .annotations.push({ type: 'longest main-thread task of the query', description: `${Math.round(longest)} ms` });
  console.log(`Worst search query: longest main-thread task ${Math.round(longest)} ms`);
});

test('an address with an over-long q is cut to the search limit at once', async ({ page }) => {
  await page.goto(`/docs/search?q=${'a'.repeat(maxQueryLength + 50)}`);
  await expect.poll(() => queryInAddress(page)).toBe('a'.repeat(maxQueryLength));
});

test('the empty search page keeps no room for results: the footer follows its form on the first screen', async ({
  page,
}) => {
  await page.goto('/docs/search');
  const main = page.locator('main');
  const [mainHeight, contentHeight] = await main.evaluate((element) => [
    element.getBoundingClientRect().height,
    Array.from(element.children).reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
  ]);
  // The heading's and the form's margins at most, not a screen's height kept for results.
  expect(mainHeight - contentHeight).toBeLessThan(100);
  const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeLessThan(900);
});

test('a page’s first hit does not repeat the page title shown above it', async ({ page }) => {
  await page.goto('/docs/search?q=access%20review%20campaign');
  const list = resultList(page);
  await expect(list).toHaveAttribute('data-search-query', 'access review campaign');
  const groups = await list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('h2')?.textContent.trim(),
      firstHit: item.querySelector('ul > li')?.textContent.trim() ?? '',
    })),
  );
  expect(groups.length).toBeGreaterThan(3);
  for (const group of groups) expect(group.firstHit.startsWith(group.title ?? '')).toBe(false);
});

test('a new search from the dialog replaces what the box held', async ({ page }) => {
  await page.goto('/docs/search');
  await searchBox(page).click();
  await page.keyboard.type('workflow');
  await expect.poll(() => queryInAddress(page)).toBe('workflow');
  await seeAllResultsFromDialog(page, 'provisioning');
  await expect(searchBox(page)).toHaveValue('provisioning');
  await expect(resultList(page)).toHaveAttribute('data-search-query', 'provisioning');
});
