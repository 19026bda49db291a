import { recordErrors } from './support/page-trouble';
import { expect, test, type Page, loadingUntilInteractive, untilIdle } from './support/test';
import { navbarSearchButton } from './support/reader-steps';
import { violations, wcagAxe } from './support/axe';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const box = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the documentation' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

async function openWithButton(page: Page): Promise<void> {
  await navbarSearchButton(page).click();
  await expect(box(page)).toBeFocused();
}

/** Enter opens the selected result; returns once its page is shown, as a reader would see it. */
async function openSelectedResult(page: Page): Promise<void> {
  const selected = results(page).locator('[role="option"][aria-selected="true"]');
  const target = new URL((await selected.getAttribute('href')) ?? '', 'http://x');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${target.pathname}(#.*)?$`));
  if (!target.hash) {
    // Closing focuses the search button; once the new page has rendered, Docusaurus moves the
    // focus to its top. Reopening before that would lose the focus to it.
    await expect(navbarSearchButton(page)).not.toBeFocused();
  }
}

test.describe('search dialog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the index and the search library are not fetched with the page, only on first intent', async ({ page }) => {
    const fetched: string[] = [];
    const withSearchLibrary: Promise<boolean>[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      // MiniSearch's "and_not" combination operator: in its code, in no other bundle.
      if (response.url().endsWith('.js'))
        withSearchLibrary.push(response.text().then((body) => body.includes('and_not')));
    });
    await page.goto('/docs/admin');
    await untilIdle(page);
    expect(fetched.filter((path) => /search-index|search-client|search-modal/.test(path))).toEqual([]);
    expect((await Promise.all(withSearchLibrary)).some(Boolean)).toBe(false);
    await page
      .locator('.navbar__items--right')
      .getByRole('button', { name: /search/i })
      .hover();
    await expect.poll(() => fetched.some((path) => path.endsWith('/search-index/current/base.json'))).toBe(true);
    await expect.poll(async () => (await Promise.all(withSearchLibrary)).some(Boolean)).toBe(true);
  });

  test('results appear as you type, grouped by page, with hierarchy and highlighted snippet', async ({ page }) => {
    await page.goto('/docs/admin');
    await openWithButton(page);
    await box(page).pressSequentially('access review');
    await expect(results(page)).toHaveAttribute('data-search-query', 'access review');
    const firstGroup = results(page).getByRole('group').first();
    await expect(firstGroup).toBeVisible();
    const firstHit = firstGroup.getByRole('option').first();
    await expect(firstHit).toHaveAttribute('aria-selected', 'true');
    await expect(firstHit).toContainText('›');
    await expect(firstHit.locator('mark').first()).toBeVisible();
    expect(await results(page).getByRole('group').count()).toBeGreaterThan(1);
  });

  test('arrow keys move the selection, Enter opens it and Escape closes', async ({ page }) => {
    await page.goto('/docs/admin');
    await openWithButton(page);
    await box(page).fill('webhook node');
    await expect(results(page)).toHaveAttribute('data-search-query', 'webhook node');
    const options = results(page).getByRole('option');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await openSelectedResult(page);

    await openWithButton(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(navbarSearchButton(page)).toBeFocused();
  });

  test('Ctrl+K, Cmd+K and "/" open it, but "/" does not while typing in a field', async ({ page }) => {
    await page.goto('/docs/search');
    await page.locator('body').click();
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(box(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
    await page.getByLabel('Search the documentation').first().focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeHidden();
  });

  test('while open, the focus stays in it and the page behind does not scroll; a click beside it closes it', async ({
    page,
  }) => {
    await page.goto('/docs/admin');
    await openWithButton(page);
    const focusOutside = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused !== null && focused !== document.body && focused.closest('dialog') === null;
      });
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step < 3 ? 'Tab' : 'Shift+Tab');
      expect(await focusOutside(), `focus left the dialog after ${step + 1} presses`).toBe(false);
    }
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrolled()).toBe(before);
    await page.mouse.click(20, 600);
    await expect(dialog(page)).toBeHidden();
    await expect(navbarSearchButton(page)).toBeFocused();
  });

  test('recent searches are remembered', async ({ page }) => {
    await page.goto('/docs/admin');
    await openWithButton(page);
    await box(page).fill('password policies');
    await expect(results(page)).toHaveAttribute('data-search-query', 'password policies');
    await openSelectedResult(page);
    await openWithButton(page);
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: 'password policies' }).click();
    await expect(box(page)).toHaveValue('password policies');
  });

  test('no results shows the query and suggestions', async ({ page }) => {
    await page.goto('/docs/admin');
    await openWithButton(page);
    await box(page).fill('zzqxw');
    await expect(dialog(page).getByText('No results for "zzqxw"', { exact: true })).toBeVisible();
    await expect(dialog(page).getByText(/^Try searching for/)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'access review' }).click();
    await expect(results(page)).toHaveAttribute('data-search-query', 'access review');
  });

  test('a failed fetch shows the network message', async ({ page }) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await page.goto('/docs/admin');
    await openWithButton(page);
    await box(page).fill('provisioning');
    await expect(dialog(page).getByText('Unable to fetch results', { exact: true })).toBeVisible();
    await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('API operations are found by method and path, and schemas by name', async ({ page }) => {
    await page.goto('/docs/developer');
    await openWithButton(page);
    await box(page).fill('/api/core/cart/submit');
    await expect(results(page)).toHaveAttribute('data-search-query', '/api/core/cart/submit');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('href', '/docs/developer/submit-cart');
    await box(page).fill('CertificationRunImpact');
    await expect(results(page)).toHaveAttribute('data-search-query', 'CertificationRunImpact');
    await expect(results(page).getByRole('option').first()).toHaveAttribute(
      'href',
      /\/docs\/developer\/schemas\/certification-run-impact/,
    );
  });
});

test.describe('search page', () => {
  test('carries the query in q, keeps it in sync while typing, and offers the docs version', async ({ page }) => {
    await page.goto('/docs/search?q=reconciliation');
    const input = page.getByRole('searchbox', { name: 'Search the documentation' });
    await expect(input).toHaveValue('reconciliation');
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list).toHaveAttribute('data-search-query', 'reconciliation');
    expect(await list.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('current');

    await input.fill('entra id');
    await expect(page).toHaveURL(/\/docs\/search\?q=entra\+id$/);
    await expect(list).toHaveAttribute('data-search-query', 'entra id');

    await page.reload();
    await expect(input).toHaveValue('entra id');
  });

  test('searches the docs version the reader picks, and the one the reader is on', async ({ page }) => {
    const versions = await page.request.get('/docs/search-index/3.1/base.json');
    test.skip(!versions.ok(), 'the build has a single docs version');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/docs/search?q=provisioning');
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list).toHaveAttribute('data-search-query', 'provisioning');
    await expect(list.getByRole('link').first()).not.toHaveAttribute('href', /^\/docs\/3\.1\//);
    await page.getByRole('combobox', { name: 'Docs version' }).selectOption('3.1');
    await expect(list.getByRole('heading').getByRole('link').first()).toHaveAttribute('href', /^\/docs\/3\.1\//);

    await page.goto('/docs/3.1/user');
    await page
      .locator('.navbar__items--right')
      .getByRole('button', { name: /search/i })
      .click();
    await box(page).fill('provisioning');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('href', /^\/docs\/3\.1\//);
    expect(fetched).toContain('/docs/search-index/3.1/base.json');
  });

  test('fetches the index base with the page, and only once', async ({ page }) => {
    const bases: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/base.json')) bases.push(new URL(request.url()).pathname);
    });
    const list = page.getByRole('list', { name: 'Search results' });
    const hint = page.locator('link[rel="preload"][as="fetch"]');

    await page.goto('/docs/search?q=provisioning');
    await expect(list).toHaveAttribute('data-search-query', 'provisioning');
    await expect(hint).toHaveAttribute('href', '/docs/search-index/current/base.json');
    expect(bases).toEqual(['/docs/search-index/current/base.json']);
  });

  test('shows the no-results message on the page too', async ({ page }) => {
    await page.goto('/docs/search?q=qqqzzzxx');
    await expect(page.getByText('No results for "qqqzzzxx"', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Try searching for/)).toBeVisible();
  });
});

test.describe('hostile queries', () => {
  const payloads = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload="window.__xss=1">',
    '"><script>window.__xss=1</script>',
    "'><img src=x onerror=window.__xss=1>",
    'javascript:window.__xss=1',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<a href="javascript:window.__xss=1">x</a>',
    '<body onload=window.__xss=1>',
    '<details open ontoggle=window.__xss=1>',
    '{{constructor.constructor("window.__xss=1")()}}',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  ];

  for (const [index, payload] of payloads.entries()) {
    test(`payload ${index + 1} is only ever text, in q and in the box`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (alert) => {
        dialogs.push(alert.message());
        void alert.dismiss();
      });
      await page.goto(`/docs/search?q=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue(payload);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${payload.trim()}"`);
      await expect(page.getByText(/No results for|Search results/).first()).toBeVisible();

      await openWithButton(page);
      await box(page).fill(payload);
      await expect(dialog(page).locator('[data-search-query], [role="status"]').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('main img[src="x"], main iframe, main script:not([src])').count()).toBe(0);
      expect(dialogs).toEqual([]);
    });
  }

  test('a 10,000-character query answers promptly and the page stays responsive', async ({ page }) => {
    const long = 'certification '.repeat(715).slice(0, 10_000);
    const started = Date.now();
    await page.goto(`/docs/search?q=${encodeURIComponent(long)}`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await openWithButton(page);
    await box(page).fill(long);
    await expect(results(page)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });
});

test.describe('accessibility of search', () => {
  test('the search page with results passes axe in light and dark mode, without console errors', async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = loadingUntilInteractive(await context.newPage());
      const errors = recordErrors(page);
      await page.goto('/docs/search?q=access%20review');
      await expect(page.getByRole('list', { name: 'Search results' })).toHaveAttribute(
        'data-search-query',
        'access review',
      );
      expect(await violations(wcagAxe(page))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('the open dialog with results passes axe in light and dark mode', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = loadingUntilInteractive(await context.newPage());
      await page.goto('/docs/admin');
      await openWithButton(page);
      await box(page).fill('access review');
      await expect(results(page)).toHaveAttribute('data-search-query', 'access review');
      expect(await violations(wcagAxe(page).include('dialog'))).toEqual([]);
      await context.close();
    }
  });
});
