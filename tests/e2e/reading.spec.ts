/** What a reader meets on most pages: tables that fit or say they scroll, and print every column. */
import { expect, test } from './support/test';
import { columnLuminance } from './support/pixels';

const adPage = '/docs/connectors/ad';

test('on a desktop screen every table fits the article, its long code values wrapped at their joints', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(adPage);
  // Among them the connection fields, whose LDAP filter in code pushed "Notes" out of sight.
  const ldapUrl = page.locator('article .markdown table code', { hasText: 'ldaps://dc01.northwind.local:636' });
  await expect(ldapUrl.locator('wbr')).not.toHaveCount(0);
  // The break opportunities add no character: the value reads and copies whole.
  await expect(ldapUrl).toHaveText('ldaps://dc01.northwind.local:636');
  const clipped = await page
    .locator('article .markdown table')
    .evaluateAll((tables: HTMLTableElement[]) =>
      tables.flatMap((table, index) =>
        table.scrollWidth > table.clientWidth + 1 ? [`${index}: ${table.rows.item(0)?.textContent ?? ''}`] : [],
      ),
    );
  expect(clipped).toEqual([]);
});

// On a phone the tables scroll.
const phone = { width: 390, height: 844 };
for (const colorScheme of ['light', 'dark'] as const) {
  test(`a wide table shows a shadow at the edge with more columns, phone, ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.emulateMedia({ colorScheme });
    await page.goto(adPage);
    const tables = page.locator('article .markdown table');
    const overflowing = await tables.evaluateAll((all) =>
      all.flatMap((table, index) => (table.scrollWidth > table.clientWidth + 1 ? [index] : [])),
    );
    expect(overflowing.length).toBeGreaterThan(0);
    for (const index of overflowing) {
      const table = tables.nth(index);
      await expect(table).toHaveAttribute('tabindex', '0');
      await table.scrollIntoViewIfNeeded();
      // 4 px in from each edge: inside the shadow, clear of a cell's border.
      const rightAtStart = await columnLuminance(page, table, 4);
      const leftAtStart = await columnLuminance(page, table, -4);
      await table.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      const rightAtEnd = await columnLuminance(page, table, 4);
      const leftAtEnd = await columnLuminance(page, table, -4);
      // A shadow darkens the light page and lightens the dark one, only where columns are hidden.
      const sign = colorScheme === 'light' ? 1 : -1;
      expect(sign * (rightAtEnd - rightAtStart), `table ${index}: right edge at start`).toBeGreaterThan(10);
      expect(sign * (leftAtStart - leftAtEnd), `table ${index}: left edge at end`).toBeGreaterThan(10);
    }
  });
}

test('every column of every table prints', async ({ page }) => {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto(adPage);
  await page.emulateMedia({ media: 'print' });
  const clipped = await page
    .locator('article .markdown table')
    .evaluateAll((tables) =>
      tables.flatMap((table, index) =>
        table.scrollWidth > table.clientWidth + 1 ||
        table.getBoundingClientRect().right > (table.parentElement?.getBoundingClientRect().right ?? 0) + 1
          ? [index]
          : [],
      ),
    );
  expect(clipped).toEqual([]);
});

test.describe('the sidebar shows where you are', () => {
  test('only the current page’s branch is open, and the current page is in the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/user/access-request/request-access');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Request access');
    const box = await current.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    const open = await sidebar
      .locator('.menu__list-item-collapsible > a[aria-expanded="true"], button[aria-expanded="true"]')
      .allTextContents();
    expect(open).toEqual(['Access request']);
  });

  test('a branch the reader opens stays open on the next page', async ({ page }) => {
    await page.goto('/docs/user/access-request/request-access');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await sidebar
      .getByRole('button', { name: /Access review/ })
      .first()
      .click();
    await sidebar.getByRole('link', { name: 'Run a certification' }).click();
    await expect(page).toHaveURL(/\/access-review\/run$/);
    await expect(sidebar.getByRole('link', { name: 'Request access', exact: true })).toBeVisible();
  });

  test('the breadcrumbs name the guide', async ({ page }) => {
    await page.goto('/docs/admin/architecture');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name: 'Admin Guide' })).toHaveAttribute('href', '/docs/admin');
    await page.goto('/docs/3.1/user/access-request/request-access');
    await expect(breadcrumbs.getByRole('link', { name: 'User Guide' })).toHaveAttribute('href', '/docs/3.1/user');
    await page.goto('/docs/developer/submit-cart');
    await expect(breadcrumbs.getByRole('link', { name: 'Developer Guide' })).toHaveAttribute('href', '/docs/developer');
  });

  test('the architecture overview comes near the start of the Admin Guide', async ({ page }) => {
    await page.goto('/docs/admin');
    const items = await page.locator('.theme-doc-sidebar-menu > li').allTextContents();
    expect(items.slice(0, 3).some((text) => text.startsWith('Architecture overview'))).toBe(true);
  });
});

test.describe('glossary terms', () => {
  test('are few, in running text only, and look unlike links', async ({ page }) => {
    await page.goto('/docs/user/access-request/request-access');
    const article = page.locator('article .markdown');
    const terms = article.locator('a[href*="/glossary#"]');
    const count = await terms.count();
    expect(count).toBeGreaterThan(0);
    // The page had 31 when every noun was a term.
    expect(count).toBeLessThanOrEqual(15);
    await expect(article.locator('h1, h2, h3, h4, th, a a').locator('a[href*="/glossary#"]')).toHaveCount(0);
    const colors = await terms.first().evaluate((term) => ({
      term: getComputedStyle(term).color,
      text: getComputedStyle(term.parentElement ?? term).color,
      decoration: getComputedStyle(term).textDecorationStyle,
    }));
    expect(colors.term).toBe(colors.text);
    expect(colors.decoration).toBe('dotted');
  });

  test('a word in another sense is not the term', async ({ page }) => {
    await page.goto('/docs/connectors/ad');
    const mention = page.locator('article p').filter({ hasText: 'certification authority' });
    await expect(mention.locator('a[href*="/glossary#"]').filter({ hasText: /certification/i })).toHaveCount(0);
  });
});

test.describe('print', () => {
  test('a guide page prints the article alone', async ({ page }) => {
    await page.goto('/docs/admin/architecture');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeHidden();
    await expect(page.locator('.theme-doc-version-badge')).toBeHidden();
  });

  test('an API page prints its schemas without the explorer', async ({ page }) => {
    await page.goto('/docs/developer/list-tasks');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: /Send API Request/i })).toBeHidden();
    await expect(page.locator('.openapi-right-panel__container')).toBeHidden();
    const left = page.locator('.openapi-left-panel__container');
    await expect(left.getByText('filter', { exact: true }).first()).toBeVisible();
    const widths = await left.evaluate((element) => ({
      panel: element.getBoundingClientRect().width,
      row: element.parentElement?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.panel).toBeGreaterThan(widths.row * 0.95);
  });
});

test("a phone's first screen reaches the page title", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/user/access-request/request-access');
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  // It started at y ≈ 370, under the announcement bar, three lines of breadcrumbs, the version chip,
  // the table of contents' toggle and the page actions.
  expect(title?.y).toBeLessThan(844 / 3);
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeInViewport();
  await expect(page.locator('.theme-doc-version-badge')).toBeInViewport();
});

test('a code block stands out from a white page in light mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/user/access-request/request-access');
  const block = page.locator('article .theme-code-block').first();
  const look = await block.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor, background: style.backgroundColor };
  });
  expect(look.width).toBeGreaterThanOrEqual(1);
  expect(look.color).not.toBe(look.background);
  expect(look.color).not.toBe('rgb(255, 255, 255)');
});

test.describe('diagrams', () => {
  /** The smallest label of the page's first shown diagram, in CSS pixels as drawn on screen. */
  const smallestLabel = (page: import('@playwright/test').Page, within: string) =>
    page.evaluate((selector) => {
      const svg = Array.from(document.querySelectorAll<SVGSVGElement>(`${selector} svg`)).find(
        (element) => element.getBoundingClientRect().width > 0,
      );
      if (!svg) return 0;
      const heights = Array.from(svg.querySelectorAll('.nodeLabel, .edgeLabel, text'))
        .map((label) => label.getBoundingClientRect().height)
        .filter((height) => height > 0);
      return Math.min(...heights);
    }, within);

  /** Each shown diagram of the page: its smallest label's font size as drawn on screen, and its height. */
  const shownDiagrams = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<SVGSVGElement>('article .markdown .tessera-diagram svg'))
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const box = svg.getBoundingClientRect();
          const scale = box.width / svg.viewBox.baseVal.width;
          const sizes = Array.from(svg.querySelectorAll('.nodeLabel, .edgeLabel, text'))
            .filter((label) => label.textContent.trim())
            .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
          return { label: Math.min(...sizes), height: box.height };
        }),
    );

  // The pages issue 30 measured at 4 to 7 px, or 1,300 px tall: Getting Started's overview and the architecture page.
  for (const path of ['/docs/guides', '/docs/guides/key-features', '/docs/admin/architecture']) {
    test(`the diagrams of ${path} read where they stand at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const diagrams = await shownDiagrams(page);
      expect(diagrams.length).toBeGreaterThan(0);
      for (const { label, height } of diagrams) {
        // Body text is 16 px; 13 px labels read without opening the diagram.
        expect(label).toBeGreaterThanOrEqual(13);
        expect(height).toBeLessThanOrEqual(900);
      }
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a diagram too small to read on a phone opens at full size, by keyboard, ${colorScheme}`, async ({ page }) => {
      // A phone's width, or a 1280-px window zoomed to 400 %: every wide diagram is scaled down to the column.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/docs/admin/architecture');
      // Drawn 811 px wide into a column of about 350: labels of about 7 px.
      expect(await smallestLabel(page, 'article .markdown')).toBeLessThan(12);
      const open = page.getByRole('button', { name: 'Open the diagram at full size' }).first();
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // A line of body text is about 16 px; a label line at its drawn size is at least that.
      expect(await smallestLabel(page, 'dialog')).toBeGreaterThanOrEqual(15);
      // Each label fits the box the build measured for it, whatever fonts the reader's system has.
      const clipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('dialog svg foreignObject'))
          .filter((box) => box.getBoundingClientRect().width > 0)
          .flatMap((box) => {
            const label = box.querySelector('.nodeLabel, .edgeLabel');
            return label && label.getBoundingClientRect().width > box.getBoundingClientRect().width + 1
              ? [label.textContent]
              : [];
          }),
      );
      expect(clipped).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });
  }
});

test('without a feedback endpoint a page asks nothing and sends nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await page.goto('/docs/user/access-request/request-access');
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('the copy and wrap buttons never cover a code block’s first line', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/docs/user/access-request/request-access');
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    const buttons = block.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    const overlap = await block.evaluate((element) => {
      const line = element.querySelector('.token-line');
      const group = element.querySelector('button')?.parentElement;
      if (!line || !group) return 'missing';
      const a = line.getBoundingClientRect();
      const b = group.getBoundingClientRect();
      return a.bottom > b.top && b.bottom > a.top ? `line ${a.top}–${a.bottom}, buttons ${b.top}–${b.bottom}` : '';
    });
    expect(overlap, `at ${width} px`).toBe('');
  }
});
