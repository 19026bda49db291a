import { expect, test, type Locator, type Page } from './support/test';
import { glossary, glossaryTermId } from '../../src/data/glossary';
import { violations, wcagAxe } from './support/axe';

// Glossary tooltips (src/plugins/glossary-terms, src/components/GlossaryTerm) on a guide page.
const pagePath = '/docs/user/workflow/overview';
const terms = (page: Page): Locator => page.locator('article a[href*="/docs/user/glossary#"][aria-describedby]');
const tooltipOf = async (page: Page, term: Locator): Promise<Locator> =>
  page.locator(`[id="${(await term.getAttribute('aria-describedby')) ?? ''}"]`);

function entryFor(href: string | null) {
  const id = decodeURIComponent(href?.split('#')[1] ?? '');
  const entry = glossary.find((candidate) => glossaryTermId(candidate.term) === id);
  if (!entry) throw new Error(`no glossary entry has the id "${id}"`);
  return entry;
}

test.describe('glossary tooltips', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('wrap the first mention of a term only, never in headings, with the glossary definition', async ({ page }) => {
    await page.goto(pagePath);
    // The terms get their tooltips once the page has hydrated.
    await expect(terms(page).first()).toBeAttached();
    const hrefs = await terms(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expect(page.locator('article :is(h1, h2, h3, h4) a[aria-describedby]')).toHaveCount(0);

    const first = terms(page).first();
    const entry = entryFor(await first.getAttribute('href'));
    const tooltip = await tooltipOf(page, first);
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    await expect(tooltip).toBeHidden();
    await expect(tooltip).toHaveText(`${entry.term}: ${entry.definition}`);
  });

  test('show on hover, stay while the pointer moves onto them, and hide on Escape', async ({ page }) => {
    await page.goto(pagePath);
    const term = terms(page).first();
    const tooltip = await tooltipOf(page, term);
    await term.hover();
    await expect(tooltip).toBeVisible();
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);
    await term.hover();
    await expect(tooltip).toBeVisible();
  });

  test('show on keyboard focus, hide on Escape and on blur, and lead to the glossary', async ({ page }) => {
    await page.goto(pagePath);
    const term = terms(page).nth(1);
    const tooltip = await tooltipOf(page, term);
    await term.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(term).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeHidden();

    const id = (await term.getAttribute('href'))?.split('#')[1] ?? '';
    await term.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/docs/user/glossary#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`an open tooltip is axe-clean and inside the viewport in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(pagePath);
      const term = terms(page).first();
      await term.focus();
      const tooltip = await tooltipOf(page, term);
      await expect(tooltip).toBeVisible();
      const box = await tooltip.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);
      // Only the term and its tooltip: the rest of the page is quality.spec.ts's business.
      const id = (await term.getAttribute('aria-describedby')) ?? '';
      expect(await violations(wcagAxe(page).include(`[id="${id}"]`).include(`[aria-describedby="${id}"]`))).toEqual([]);
    });
  }

  test('are not added to the glossary page itself nor to the API reference', async ({ page }) => {
    await page.goto('/docs/user/glossary');
    await expect(page.locator('article a[aria-describedby]')).toHaveCount(0);
    await page.goto('/docs/developer/save-cart');
    await expect(page.locator('article a[href*="/docs/user/glossary#"]')).toHaveCount(0);
  });
});
