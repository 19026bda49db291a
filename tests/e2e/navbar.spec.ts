import { violations, wcagAxe } from './support/axe';
import { expect, loadingUntilInteractive, test, type Page } from './support/test';

// The desktop navbar from the first desktop width (997 px, where the mobile menu ends) to a laptop's.
const desktopWidths = [997, 1024, 1100, 1180, 1280];

interface NavbarItemLayout {
  readonly name: string;
  readonly lines: number;
  readonly clipped: boolean;
  readonly left: number;
  readonly right: number;
}

/** Each visible navbar item: how many lines its text takes and whether anything in it is cut off. */
async function navbarItems(page: Page): Promise<NavbarItemLayout[]> {
  return page.locator('.navbar__inner').evaluate((inner) => {
    const items = Array.from(inner.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__items > *')).filter(
      (item) => item.getClientRects().length > 0,
    );
    return items.map((item) => {
      // Text boxes that overlap vertically share a line; a label that wraps starts a box below the last.
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Closed dropdown menus are laid out below the bar but not shown; screen-reader-only text is 1 px.
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent?.checkVisibility({ visibilityProperty: true })) continue;
        if (parent.clientWidth <= 1 && parent.clientHeight <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      let lines = 0;
      let lineBottom = -Infinity;
      for (const rect of rects.sort((a, b) => a.top - b.top)) {
        if (rect.top >= lineBottom - 1) {
          lines += 1;
          lineBottom = rect.bottom;
        } else {
          lineBottom = Math.max(lineBottom, rect.bottom);
        }
      }
      const clipped = [item, ...Array.from(item.querySelectorAll('*'))].some((element) => {
        const style = getComputedStyle(element);
        // Text kept for screen readers only (a 1 px clipped box) is hidden, not cut off.
        if (element.clientWidth <= 1) return false;
        return (
          element.scrollWidth > element.clientWidth + 1 &&
          (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis')
        );
      });
      const box = item.getBoundingClientRect();
      return {
        name: item.getAttribute('aria-label') ?? item.textContent.trim(),
        lines,
        clipped,
        left: box.left,
        right: box.right,
      };
    });
  });
}

test.describe('navbar at laptop widths', () => {
  for (const width of desktopWidths) {
    test(`at ${width} px: one line, every entry whole and reachable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/admin');
      const navbar = page.locator('.navbar');
      await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
      for (const label of ['Getting Started', 'Admin Guide', 'User Guide', 'Connector Guide', 'Developer Guide']) {
        await expect(navbar.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      const right = page.locator('.navbar__items--right');
      await expect(
        right
          .getByRole('link', { name: '3.2', exact: true })
          .or(right.getByRole('button', { name: '3.2', exact: true })),
      ).toBeVisible();
      await expect(
        right.getByRole('button', { name: 'English' }).or(right.getByRole('link', { name: 'English' })),
      ).toBeVisible();
      await expect(right.getByRole('button', { name: /dark mode|light mode|system mode/i })).toBeVisible();
      await expect(right.getByRole('button', { name: /search/i })).toBeVisible();
      await expect(navbar.locator('.navbar__title')).toHaveText('Tessera');

      const items = await navbarItems(page);
      for (const item of items) {
        expect.soft(item.lines, `${item.name} takes one line`).toBeLessThanOrEqual(1);
        expect.soft(item.clipped, `${item.name} is not cut off`).toBe(false);
        expect.soft(item.left, `${item.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect.soft(item.right, `${item.name} ends inside the viewport`).toBeLessThanOrEqual(width);
      }
      // One row: every item shares the navbar's single line.
      const box = await navbar.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('below 997 px the mobile menu takes over', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/docs/admin');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeHidden();
  });
});

test.describe('search button', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows Ctrl K outside macOS', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', { get: () => 'Linux x86_64' });
    });
    await page.goto('/docs/admin');
    await expect(page.locator('.navbar__items--right').getByRole('button', { name: /search/i })).toContainText(
      /Ctrl\s*K/,
    );
  });

  test('shows ⌘ K on macOS', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    const page = loadingUntilInteractive(await context.newPage());
    await page.goto('/docs/admin');
    const button = page.locator('.navbar__items--right').getByRole('button', { name: /search/i });
    await expect(button).toContainText(/⌘\s*K/);
    await expect(button).not.toContainText('Ctrl');
    await context.close();
  });

  test('its accessible name contains its visible label (WCAG 2.5.3), checked by axe', async ({ page }) => {
    await page.goto('/docs/admin');
    const button = page.locator('.navbar__items--right').getByRole('button', { name: /search/i });
    await expect(button).toHaveAccessibleName('Search');
    await expect(button).toContainText('Search');
    const results = await wcagAxe(page).include('.navbar').analyze();
    const ran = [...results.passes, ...results.inapplicable, ...results.violations].map((rule) => rule.id);
    expect(ran).toContain('label-content-name-mismatch');
    expect(await violations(wcagAxe(page).include('.navbar'))).toEqual([]);
  });
});
