import { createHash } from 'node:crypto';
import { expect, gotoBeforeHydration, test, type Page } from './support/test';

// The served build uses the embedded index. These tests switch its build-time search config to a
// Typesense cluster (by rewriting the customFields in the main bundle, and on the search page its
// first screen's boot script) and answer for the cluster on a loopback address through Playwright
// routing: the real browser client, no server.
const cluster = 'http://127.0.0.1:8108';
const typesense = {
  host: '127.0.0.1',
  port: 8108,
  protocol: 'http',
  collection: 'tessera-docs',
  searchApiKey: 'search-only-key',
  filterBy: 'version:=[current]',
};

const builtSearch = 'search:{embedded:!0,typesense:null}';
const typesenseSearch = (embedded: boolean): string => `search:${JSON.stringify({ embedded, typesense })}`;

/** The main bundle as built for Typesense; it arrives once `arrival` settles. */
async function useTypesense(page: Page, embedded: boolean, arrival = Promise.resolve()): Promise<void> {
  await page.route('**/assets/js/main.*.js', async (route) => {
    await arrival;
    const response = await route.fetch();
    const bundle = await response.text();
    expect(bundle).toContain(`customFields:{${builtSearch}}`);
    const body = bundle.replace(`customFields:{${builtSearch}}`, `customFields:{${typesenseSearch(embedded)}}`);
    await route.fulfill({ response, body });
  });
}

/** The search page's first screen as built for Typesense: its inline boot script, and the policy's hash of it. */
async function useTypesenseFirstScreen(page: Page, embedded: boolean): Promise<void> {
  await page.route('**/docs/search?*', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const boot = /<script>(\(\(\)=>\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain(builtSearch);
    const rewritten = boot.replace(builtSearch, typesenseSearch(embedded));
    const hash = (text: string): string => createHash('sha256').update(text).digest('base64');
    const headers = { ...response.headers() };
    headers['content-security-policy'] = headers['content-security-policy'].replace(hash(boot), hash(rewritten));
    await route.fulfill({ response, headers, body: html.replace(boot, rewritten) });
  });
}

const hit = (lvl1: string, lvl2: string | null, url: string, snippet: string) => ({
  document: {
    'hierarchy.lvl0': 'User Guide › Access review',
    'hierarchy.lvl1': lvl1,
    ...(lvl2 ? { 'hierarchy.lvl2': lvl2 } : {}),
    url,
    url_without_anchor: url.replace(/#.*/, ''),
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: snippet.replace(/[\uE000\uE001]/g, ''),
  },
  highlights: [{ field: 'content', snippet }],
});

async function openAndType(page: Page, query: string): Promise<void> {
  await page.goto('/docs/admin');
  await page
    .locator('.navbar__items--right')
    .getByRole('button', { name: /search/i })
    .click();
  await page.getByRole('dialog').getByRole('combobox').fill(query);
}

test('Typesense answers: contextual filter merged with the configured one, DocSearch hits rendered as text', async ({
  page,
}) => {
  await useTypesense(page, false);
  const requests: URL[] = [];
  await page.route(`${cluster}/**`, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    // The key rides in the address, not in a header, so the browser sends no CORS preflight first.
    expect(url.searchParams.get('x-typesense-api-key')).toBe('search-only-key');
    expect(route.request().headers()['x-typesense-api-key']).toBeUndefined();
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: {
        grouped_hits: [
          {
            hits: [
              hit(
                'Run a certification',
                'The impact',
                '/docs/user/access-review/run#the-impact',
                'Read the \uE000impact\uE001 <img src=x onerror=alert(1)> first',
              ),
              hit('Run a certification', null, '/docs/user/access-review/run', 'Running a \uE000certification\uE001'),
            ],
          },
        ],
      },
    });
  });
  await openAndType(page, 'impact');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toHaveAttribute('data-search-query', 'impact');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/docs/user/access-review/run#the-impact');
  await expect(first).toContainText('User Guide › Access review › Run a certification');
  await expect(first.locator('mark')).toHaveText('impact');
  await expect(first).toContainText('<img src=x onerror=alert(1)>');
  expect(await page.locator('dialog img').count()).toBe(0);

  const last = requests.at(-1);
  expect(last?.pathname).toBe('/collections/tessera-docs/documents/search');
  expect(last?.searchParams.get('q')).toBe('impact');
  expect(last?.searchParams.get('filter_by')).toBe(
    '(version:=[current]) && language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`,`docs-api-current`]',
  );
  expect(last?.searchParams.get('group_by')).toBe('url_without_anchor');
});

test('Typesense unreachable and no embedded index: the failure message', async ({ page }) => {
  await useTypesense(page, false);
  await page.route(`${cluster}/**`, (route) => route.abort('connectionrefused'));
  await openAndType(page, 'provisioning');
  await expect(page.getByText('Unable to fetch results', { exact: true })).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('Typesense unreachable with the embedded index built: its results instead', async ({ page }) => {
  await useTypesense(page, true);
  await page.route(`${cluster}/**`, (route) => route.abort('connectionrefused'));
  await openAndType(page, 'provisioning');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toHaveAttribute('data-search-query', 'provisioning');
  await expect(list.getByRole('option').first()).toHaveAttribute('href', /\/docs\/user\/provisioning\//);
});

const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' });
const groupsOf = (page: Page) => resultList(page).locator(':scope > li');

test('on the search page, one request draws the first results and gives the page all of them', async ({ page }) => {
  await useTypesenseFirstScreen(page, false);
  // The page's main script arrives late, so that the first screen is seen on its own first.
  let releaseMain = (): void => undefined;
  await useTypesense(
    page,
    false,
    new Promise<void>((resolve) => {
      releaseMain = resolve;
    }),
  );
  const requests: URL[] = [];
  const groupHit = (page: number) => ({
    document: {
      'hierarchy.lvl0': 'User Guide',
      'hierarchy.lvl1': `Page ${page}`,
      url: `/docs/user/page-${page}`,
      url_without_anchor: `/docs/user/page-${page}`,
      type: 'lvl1',
      content: `Reviewing access, part ${page}`,
    },
    highlights: [{ field: 'content', snippet: `Reviewing \uE000access\uE001, part ${page}` }],
  });
  await page.route(`${cluster}/**`, async (route) => {
    requests.push(new URL(route.request().url()));
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: { grouped_hits: [1, 2, 3, 4, 5].map((n) => ({ hits: [groupHit(n)] })) },
    });
  });
  await gotoBeforeHydration(page, '/docs/search?q=access');
  // Typesense answers in one go: all of the answer is drawn, and complete.
  await expect(groupsOf(page)).toHaveCount(5);
  await expect(resultList(page)).not.toHaveAttribute('aria-busy');
  releaseMain();
  await expect(resultList(page)).toHaveAttribute('data-search-query', 'access');
  await expect(groupsOf(page)).toHaveCount(5);
  expect(await page.evaluate(() => window.tesseraSearchPage?.shown)).toBe(true);
  expect(requests).toHaveLength(1);
  expect(requests[0].searchParams.get('filter_by')).toContain('`docs-default-current`');
});
