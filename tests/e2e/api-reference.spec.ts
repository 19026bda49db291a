import { expect, test, untilIdle, type Page } from './support/test';
import { editExplorerServer } from './support/reader-steps';

const MOCK_SERVER = 'http://127.0.0.1:4010';
const TENANT_SERVER = 'https://{tenant}.tessera.example';

/** Script files a page requests, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

const isExplorerChunk = (file: string): boolean => file.startsWith('api-explorer.');
const isMarkdownRendererChunk = (file: string): boolean => file.startsWith('api-markdown.');

test.describe('Developer Guide (API reference)', () => {
  test('/docs/developer is the overview, with authentication, servers and downloads', async ({ page, request }) => {
    const response = await page.goto('/docs/developer');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera Identity Governance API' })).toBeVisible();
    for (const section of ['bearer-tokens', 'authentication', 'servers', 'conventions', 'downloads']) {
      await expect(page.locator(`h2#${section}`)).toHaveCount(1);
    }
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    for (const tag of ['Access reviews', 'Catalog', 'Requests', 'Cart', 'Tasks', 'Accounts', 'Roles', 'Applications']) {
      await expect(
        sidebar
          .getByRole('button', { name: tag, exact: true })
          .or(sidebar.getByRole('link', { name: tag, exact: true }))
          .first(),
      ).toBeVisible();
    }
    const files = ['tessera-openapi.yaml', 'tessera-openapi.json', 'tessera.postman_collection.json'];
    for (const file of files) {
      const link = page.locator(`a[download="${file}"]`);
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      const download = await request.get(href ?? '');
      expect(download.status(), file).toBe(200);
      expect((await download.body()).length, file).toBeGreaterThan(10_000);
    }
    const postman = (await (await request.get('/docs/api/tessera.postman_collection.json')).json()) as {
      item: unknown[];
    };
    expect(postman.item.length).toBeGreaterThan(0);
  });

  test('operation and schema pages are static HTML that search can index', async ({ request }) => {
    const operation = await request.get('/docs/developer/list-tasks');
    expect(operation.status()).toBe(200);
    const html = await operation.text();
    expect(html).toContain('List tasks');
    expect(html).toContain('/api/core/tasks');
    expect(html).toContain('userLogin');
    const schema = await request.get('/docs/developer/schemas/user-task');
    expect(schema.status()).toBe(200);
    expect(await schema.text()).toContain('possibleActions');
  });

  test('a guide page never loads the explorer', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/guides/request-access-api');
    await expect(page.getByRole('heading', { level: 1, name: 'Request access through the API' })).toBeVisible();
    await untilIdle(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isExplorerChunk)).toEqual([]);
  });

  test('an operation page renders at once and loads the explorer only when reached for', async ({ page }) => {
    // Idle time never comes, so only the reader's move can load the explorer.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts = recordScripts(page);
    await page.goto('/docs/developer/list-roles');
    await expect(page.getByRole('heading', { level: 1, name: 'List roles' })).toBeVisible();
    const panel = page.locator('[data-api-explorer]');
    await expect(panel).toHaveAttribute('data-api-explorer', 'deferred');
    expect(scripts.filter(isExplorerChunk)).toEqual([]);
    await panel.hover();
    await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
    expect(scripts.filter(isExplorerChunk)).toHaveLength(1);
  });

  test('an operation page keeps the descriptions of its HTML, and another one opened from it draws its own', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/developer/submit-cart');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await untilIdle(page);
    // Hydrated, the descriptions are still those of the HTML: the page ran no Markdown renderer for them.
    await expect(page.getByText('Name of the cart.', { exact: true })).toBeVisible();
    expect(scripts.filter(isMarkdownRendererChunk)).toEqual([]);
    // A page opened in the app has no HTML of its own: its descriptions are drawn in the browser.
    await page.getByRole('link', { name: 'Get a request', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get a request' })).toBeVisible();
    await expect(page.getByText('The request.', { exact: true })).toBeVisible();
    expect(scripts.filter(isMarkdownRendererChunk)).toHaveLength(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test('the explorer, below the operation, loads only when the reader scrolls near it', async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/docs/developer/list-roles');
      // Past the idle time after load, and two frames on, when a panel in reach would have been seen.
      await untilIdle(page);
      const panel = page.locator('[data-api-explorer]');
      await expect(panel).toHaveAttribute('data-api-explorer', 'deferred');
      expect(scripts.filter(isExplorerChunk)).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
      expect(scripts.filter(isExplorerChunk)).toHaveLength(1);
    });
  });

  test('the explorer sends a request to the mock server and shows its example answer', async ({ page }) => {
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    const codeTabs = panel.getByRole('tablist').first();
    for (const language of ['curl', 'nodejs', 'python', 'java', 'go', 'csharp', 'powershell']) {
      await expect(codeTabs.getByRole('tab', { name: language, exact: true })).toBeAttached();
    }
    await expect(panel.locator('select').first()).toHaveValue(MOCK_SERVER);
    await expect(panel.getByText('The local mock server answers once you run')).toBeVisible();
    const token = panel.getByPlaceholder('Bearer Token');
    await expect(token).toHaveAttribute('type', 'password');
    await token.fill('e2e-secret-token');
    await expect(panel.locator('code').first()).not.toContainText('e2e-secret-token');

    await panel.getByRole('button', { name: 'Send API Request' }).click();
    await expect(panel.getByText('Finance Analyst').first()).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByText('200', { exact: true }).first()).toBeVisible();

    const stored = await page.evaluate(() =>
      Object.keys(window.localStorage)
        .map((key) => `${key}=${window.localStorage.getItem(key) ?? ''}`)
        .join('\n'),
    );
    expect(stored).not.toContain('e2e-secret-token');
  });

  /** Every value of the page's sessionStorage and localStorage, one `key=value` a line. */
  const storedValues = (page: Page): Promise<string> =>
    page.evaluate(() =>
      [window.sessionStorage, window.localStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`))
        .join('\n'),
    );

  test('the explorer keeps the token in memory by default: in no storage, gone after a reload', async ({ page }) => {
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    await panel.getByPlaceholder('Bearer Token').fill('e2e-memory-token');
    const keep = panel.getByRole('checkbox', { name: /Keep my credentials in this tab/ });
    await expect(keep).not.toBeChecked();
    expect(await storedValues(page)).not.toContain('e2e-memory-token');
    await page.reload();
    const reloaded = await editExplorerServer(page);
    await expect(reloaded.getByPlaceholder('Bearer Token')).toHaveValue('');
  });

  test('a reader who keeps the token in the tab finds it after a reload, and unticking forgets it', async ({
    page,
  }) => {
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    await panel.getByPlaceholder('Bearer Token').fill('e2e-kept-token');
    const keep = panel.getByRole('checkbox', { name: /Keep my credentials in this tab/ });
    await keep.check();
    await expect(panel.getByText(/sessionStorage, where any script of this site/)).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).toContain('e2e-kept-token');
    await page.reload();
    const reloaded = await editExplorerServer(page);
    await expect(reloaded.getByPlaceholder('Bearer Token')).toHaveValue('e2e-kept-token');
    await reloaded.getByRole('checkbox', { name: /Keep my credentials in this tab/ }).uncheck();
    expect(await storedValues(page)).not.toContain('e2e-kept-token');
    // Typed again after unticking, it stays in memory.
    await reloaded.getByPlaceholder('Bearer Token').fill('e2e-kept-token-2');
    expect(await storedValues(page)).not.toContain('e2e-kept-token');
  });

  test('the explorer refuses to send the token to a tenant that is not a tenant name', async ({ page }) => {
    const hosts: string[] = [];
    page.on('request', (request) => hosts.push(new URL(request.url()).hostname));
    // The tenant's own server, answered here: the test needs no network.
    await page.route('https://*.tessera.example/**', (route) =>
      route.fulfill({ json: [], headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    // The explorer starts on the mock server; the tenant is the second server of the list.
    await panel.locator('select').first().selectOption(TENANT_SERVER);
    const tenant = panel.getByLabel('tenant', { exact: true });
    await tenant.fill('evil.example/steal?x=');
    await panel.getByPlaceholder('Bearer Token').fill('e2e-secret-token');
    const send = panel.getByRole('button', { name: 'Send API Request' });
    await send.click();
    await expect(panel.getByRole('alert')).toContainText(
      'The request was not sent: "evil.example/steal?x=" is not a valid tenant.',
    );

    // A real tenant is sent to; had the first request left, it would have left before this one.
    await tenant.fill('acme');
    const sent = page.waitForRequest('https://acme.tessera.example/**');
    await send.click();
    expect((await sent).headers().authorization).toBe('Bearer e2e-secret-token');
    await expect(panel.getByRole('alert')).toBeHidden();
    expect(hosts.filter((host) => host.includes('evil.example'))).toEqual([]);
  });

  test('a Send that gets no answer says so and what to try, instead of the placeholder', async ({ page }) => {
    // The tenant's server cannot be resolved, as for a mistyped tenant.
    await page.route('https://*.tessera.example/**', (route) => route.abort('namenotresolved'));
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    // The explorer starts on the mock server; the tenant is the second server of the list.
    await panel.locator('select').first().selectOption(TENANT_SERVER);
    await panel.getByLabel('tenant', { exact: true }).fill('acme');
    await panel.getByPlaceholder('Bearer Token').fill('e2e-secret-token');
    await panel.getByRole('button', { name: 'Send API Request' }).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('No answer:', { timeout: 15_000 });
    await expect(alert).toContainText('copy the curl sample');
  });

  test('a refused Send names the status and what to check', async ({ page }) => {
    await page.route(`${MOCK_SERVER}/**`, (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto('/docs/developer/list-roles');
    const panel = await editExplorerServer(page);
    await panel.locator('select').first().selectOption(MOCK_SERVER);
    await panel.getByPlaceholder('Bearer Token').fill('expired-token');
    await panel.getByRole('button', { name: 'Send API Request' }).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('The server refused the request with 401', { timeout: 15_000 });
    await expect(alert).toContainText('paste a current bearer token');
  });
});
