import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../config/prism';
import { expect, test, type Page } from './support/test';

// Code blocks are highlighted at build time (src/plugins/code-highlighting): the HTML carries the
// tokens, a stylesheet colours them for the colour mode, and guide pages load no highlighter.
const pagePath = '/docs/user/access-request/request-access';
const apiOperationPath = '/docs/developer/submit-cart';

/** Found only in prism-react-renderer's highlighter: the hook it runs before tokenizing. */
const highlighterMarker = 'before-tokenize';

/** A theme colour as the browser computes it: `#c4141b` is `rgb(196, 20, 27)`. */
function rgb(color: string): string {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(', ')})`
    : color;
}

/** The colour a theme gives a token type: its last entry for that type wins, as in prism-react-renderer. */
function themeColor(theme: PrismTheme, type: string): string {
  const entries = theme.styles.filter((entry) => entry.types.includes(type) && !entry.languages && entry.style.color);
  const color = entries.at(-1)?.style.color ?? theme.plain.color;
  if (!color) throw new Error(`The theme gives "${type}" no colour`);
  return rgb(color);
}

/** The colours of the first JSON string (the request body's) and its code block's background. */
async function jsonColors(page: Page) {
  const block = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('pre.language-json') })
    .first();
  const string = block.locator('.token.string').first();
  await expect(string).toHaveText('"Quarter-end reporting"');
  return {
    string: await string.evaluate((element) => getComputedStyle(element).color),
    background: await block.evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

/** The text of every script a page has loaded. */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test('a guide’s code is highlighted in its HTML and the page loads no highlighter', async ({ page, request }) => {
  const html = await (await request.get(pagePath)).text();
  expect(html).toContain('<span class="token string">"Quarter-end reporting"</span>');
  expect(html).toContain('<span class="token function">curl</span>');

  await page.goto(pagePath);
  const scripts = await loadedScripts(page);
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((script) => script.includes(highlighterMarker))).toEqual([]);

  // An operation page colours its JSON examples without Prism; the explorer's code samples load it.
  // Idle time never comes, so only the reader's move loads the explorer.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(apiOperationPath, { waitUntil: 'networkidle' });
  await expect(page.locator('pre.language-json .token.property').first()).toBeAttached();
  expect((await loadedScripts(page)).filter((script) => script.includes(highlighterMarker))).toEqual([]);
  await page.locator('[data-api-explorer]').hover();
  await expect(page.locator('[data-api-explorer] .prism-code .token').first()).toBeAttached();
  expect((await loadedScripts(page)).some((script) => script.includes(highlighterMarker))).toBe(true);
});

for (const [colorScheme, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  // A guide's code is highlighted at build time, an operation page's examples in the browser.
  for (const path of [pagePath, apiOperationPath]) {
    test(`code of ${path} is coloured by the ${colorScheme} theme in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await jsonColors(page)).toEqual({
        string: themeColor(theme, 'string'),
        background: rgb(theme.plain.backgroundColor ?? ''),
      });
    });
  }
}

test('without scripts, code is coloured by the light theme, as the rest of the page is', async ({ browser }) => {
  // A page of its own: the fixture's page waits for a hydration that never comes without scripts.
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(pagePath);
  expect(await jsonColors(page)).toEqual({
    string: themeColor(lightCodeTheme, 'string'),
    background: rgb(lightCodeTheme.plain.backgroundColor ?? ''),
  });
  await context.close();
});

test.describe('Copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the code as the guide writes it', async ({ page, request }) => {
    const markdown = await (await request.get(`${pagePath}.md`)).text();
    const written = /```bash\n([\s\S]*?)\n```/.exec(markdown)?.[1];
    expect(written).toContain('curl ');
    await page.goto(pagePath);
    // The first bash block of the page, the one whose Markdown `written` holds.
    const block = page
      .locator('.theme-code-block')
      .filter({ has: page.locator('pre.language-bash') })
      .first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(written);
  });
});
