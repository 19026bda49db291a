import { expect, test, type Page, loadingUntilInteractive, untilIdle } from './support/test';

const guideEntries = [
  ['Getting Started', '/docs/guides'],
  ['Admin Guide', '/docs/admin'],
  ['User Guide', '/docs/user'],
  ['Connector Guide', '/docs/connectors'],
  ['Developer Guide', '/docs/developer'],
] as const;

const docPage = '/docs/guides';

async function navbarLinks(page: Page): Promise<[string, string][]> {
  return page
    .locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent.trim(), new URL((link as HTMLAnchorElement).href).pathname]),
    );
}

test.describe('navbar', () => {
  test('has the five guide entries, then version, language, colour mode and search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(docPage);
    expect(await navbarLinks(page)).toEqual(guideEntries.map(([label, href]) => [label, href]));
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('link', { name: '3.2' }).or(right.getByRole('button', { name: '3.2' }))).toBeVisible();
    await expect(right.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(right.getByRole('button', { name: /dark mode|light mode|system mode/i })).toBeVisible();
    await expect(right.getByRole('button', { name: /search/i })).toBeVisible();
  });

  test('switches to the mobile side menu at 996 px and below', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto(docPage);
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();

    await page.setViewportSize({ width: 996, height: 800 });
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sideMenu = page.locator('.navbar-sidebar');
    await expect(sideMenu).toBeVisible();
    await sideMenu.getByRole('button', { name: /back to main menu/i }).click();
    for (const [label] of guideEntries) {
      await expect(sideMenu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });
});

test.describe('doc page furniture', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a 300 px sidebar that cannot be hidden and whose categories stay open', async ({ page }) => {
    await page.goto('/docs/admin');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(300);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);

    const categories = sidebar.locator('.menu__list-item-collapsible');
    expect(await categories.count()).toBeGreaterThan(1);
    const first = categories.nth(0).getByRole('button');
    const second = categories.nth(1).getByRole('button');
    // Closed on first visit (the current page's branch aside, tests/e2e/reading.spec.ts), opened by the reader…
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // …and never closed by opening another (not auto-collapsed).
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('the sidebar and the table of contents keep their links while the page hydrates, however slow their code', async ({
    page,
  }) => {
    // Counts their links at every frame from the parsed document on, until the page has hydrated and settled.
    await page.addInitScript(() => {
      const fewest = { sidebar: Infinity, toc: Infinity };
      (window as unknown as { fewestLinks: typeof fewest }).fewestLinks = fewest;
      const count = (selector: string): number => document.querySelectorAll(selector).length;
      const frame = (): void => {
        fewest.sidebar = Math.min(fewest.sidebar, count('aside.theme-doc-sidebar-container a'));
        fewest.toc = Math.min(fewest.toc, count('.theme-doc-toc-desktop a'));
        requestAnimationFrame(frame);
      };
      document.addEventListener('DOMContentLoaded', frame);
    });
    // The table of contents' code (the only script with its CSS module class) arrives 1.5 s late, as on
    // a slow or busy connection.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('tableOfContents_')) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response, body });
    });
    await page.goto('/docs/admin/architecture');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await untilIdle(page);
    const fewest = await page.evaluate(
      () => (window as unknown as { fewestLinks: { sidebar: number; toc: number } }).fewestLinks,
    );
    // Before the fixes, React dropped them for a moment and showed them again once their code arrived.
    expect(fewest.sidebar, 'sidebar links in the emptiest frame').toBeGreaterThan(0);
    expect(fewest.toc, 'table of contents links in the emptiest frame').toBeGreaterThan(0);
    expect(Number.isFinite(fewest.sidebar) && Number.isFinite(fewest.toc)).toBe(true);
  });

  test('breadcrumbs, previous/next, edit link, last-updated date and a TOC of levels 2 and 3', async ({ page }) => {
    await page.goto('/docs/guides');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/docs\/guides\/index\.md$/,
    );
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on/);

    await page.goto('/docs/admin');
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }),
    ).toBeVisible();

    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            document.getElementById(decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1)))
              ?.tagName,
        ),
      );
    expect(tocTargets.length).toBeGreaterThan(0);
    expect(new Set(tocTargets).size).toBeGreaterThan(0);
    expect(tocTargets.every((tag) => tag === 'H2' || tag === 'H3')).toBe(true);
  });

  test('the footer links the four guides and the API reference, with the 2025 copyright', async ({ page }) => {
    await page.goto('/docs/');
    const footer = page.locator('footer');
    for (const [label, href] of [...guideEntries.slice(0, 4), ['API reference', '/docs/developer']] as const) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('Copyright © 2025');
  });
});

test.describe('colour mode and announcement bar', () => {
  test('light by default and follows the system preference', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = loadingUntilInteractive(await context.newPage());
      await page.goto(docPage);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await context.close();
    }
    const context = await browser.newContext({ colorScheme: 'no-preference' });
    const page = loadingUntilInteractive(await context.newPage());
    await page.goto(docPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the chosen mode survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(docPage);
    const html = page.locator('html');
    const toggle = page.locator('.navbar').getByRole('button', { name: /mode/i });
    for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks += 1) {
      await toggle.click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test("the announcement bar takes the colour mode's colours", async ({ page }) => {
    const luminance = (rgb: string): number => {
      const [red, green, blue] = (rgb.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
    };
    for (const [colorScheme, dark] of [
      ['light', false],
      ['dark', true],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(docPage);
      const bar = page.getByRole('banner').filter({ hasText: 'Tessera 3.2 is out' });
      const colors = await bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
      expect(luminance(colors.background) < 0.3).toBe(dark);
      expect(luminance(colors.text) > 0.7).toBe(dark);
    }
  });

  test('the announcement bar can be dismissed for good', async ({ page }) => {
    await page.goto(docPage);
    const bar = page.getByRole('banner').filter({ hasText: 'Tessera 3.2 is out' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('Tessera 3.2 is out')).toBeHidden();
  });
});
