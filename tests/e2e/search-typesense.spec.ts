import { expect, test, type Page } from './support/test';

// The served build uses the embedded index. These tests switch its build-time search config to a
// Typesense cluster (by rewriting the customFields in the main bundle) and answer for the cluster
// on a loopback address through Playwright routing: the real browser client, no server.
const cluster = 'http://127.0.0.1:8108';
const typesense = {
  host: '127.0.0.1',
  port: 8108,
  protocol: 'http',
  collection: 'tessera-docs',
  searchApiKey: 'search-only-key',
  filterBy: 'version:=[current]',
};

async function useTypesense(page: Page, embedded: boolean): Promise<void> {
  await page.route('**/assets/js/main.*.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'customFields:{search:{embedded:!0,typesense:null}}',
      `customFields:{search:${JSON.stringify({ embedded, typesense })}}`,
    );
    await route.fulfill({ response, body });
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
