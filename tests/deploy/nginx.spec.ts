import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIResponse, type Locator, type Page } from '../e2e/support/test';
import { editExplorerServer } from '../e2e/support/reader-steps';
import { apiReference } from '../../config/api-reference';
import { brotliAvailable, startNginx, type NginxServer } from './nginx-server';
import { deploy } from '../../config/deploy';
import { rawRequest, secondsToCutTrickle } from '../../lib/raw-http';

// One nginx over the fresh build for the whole file, its tests in order in one worker.
test.describe.configure({ mode: 'default' });

let server: NginxServer;
test.beforeAll(async () => {
  // Copying and compressing the build takes a minute on a quiet machine, several on a busy one.
  test.setTimeout(600_000);
  server = await startNginx('build');
});
test.afterAll(async () => {
  await server.stop();
});

const url = (pathname: string): string => `${server.origin}${pathname}`;
const landingHtml = readFileSync('build/index.html', 'utf8');
const hashedAsset = (pattern: RegExp): string => {
  const match = pattern.exec(landingHtml);
  if (!match?.[1]) throw new Error(`build/index.html links no asset matching ${pattern}`);
  return match[1];
};
const mainScript = hashedAsset(/href="?(\/docs\/assets\/js\/main\.[0-9a-f]+\.js)/);
const stylesheet = hashedAsset(/href="?(\/docs\/assets\/css\/styles\.[0-9a-f]+\.css)/);

// The type nginx must send for each kind of text file the build holds, all compressible.
const textTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'text/xml',
  '.yaml': 'application/yaml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
};
/** The first file of each text kind in the build large enough to be worth compressing. */
const textSamples = readdirSync('build', { recursive: true, encoding: 'utf8' })
  .sort()
  .filter((file) => path.extname(file) in textTypes && statSync(path.join('build', file)).size >= 1024)
  .filter((file, index, files) => files.findIndex((other) => path.extname(other) === path.extname(file)) === index)
  .map((file) => ({ pathname: `/docs/${file.split(path.sep).join('/')}`, type: textTypes[path.extname(file)] ?? '' }));

const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers['permissions-policy'], `permissions-policy on ${what}`).toMatch(/camera=\(\).*microphone=\(\)/);
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `content-security-policy on ${what}`).toContain("frame-ancestors 'none'");
  expect(server.cspInclude, `content-security-policy on ${what} is the generated one`).toContain(`"${policy}"`);
}

test('serves routes, assets and files with 200, and the not-found page with 404', async ({ request }) => {
  for (const pathname of [
    '/docs/',
    '/docs/admin',
    '/docs/guides',
    '/docs/developer',
    '/docs/search',
    '/docs/sitemap.xml',
    '/docs/robots.txt',
    mainScript,
  ]) {
    expect((await request.get(url(pathname), { maxRedirects: 0 })).status(), pathname).toBe(200);
  }
  for (const pathname of [
    '/docs/no/such/page',
    '/docs/admin.htm',
    '/docs/assets/js/missing.js',
    '/docs/assets',
    '/docs/.env',
    '/elsewhere',
  ]) {
    const response = await request.get(url(pathname), { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(404);
    expect(response.headers()['content-type'], pathname).toBe('text/html; charset=utf-8');
    expect(await response.text(), pathname).toContain('Page Not Found');
  }
});

test('redirects a trailing slash and index.html to the route, keeping the query', async ({ request }) => {
  const redirects = [
    ['/', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/admin/', '/docs/admin'],
    ['/docs/admin/index.html', '/docs/admin'],
    ['/docs/admin/getting-started/', '/docs/admin/getting-started'],
    ['/docs/admin/?tab=1', '/docs/admin?tab=1'],
    ['/docs/admin/index.html?tab=1', '/docs/admin?tab=1'],
    // Encoded line breaks stay encoded: a path cannot add a header to the redirect.
    ['/docs/admin%0d%0aSet-Cookie:%20a=b/', '/docs/admin%0d%0aSet-Cookie:%20a=b'],
    // Reserved characters stay encoded: %3F is part of the path, not a query.
    ['/docs/admin/architecture%3F/', '/docs/admin/architecture%3F'],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(url(from), { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect(response.headers()['set-cookie'], from).toBeUndefined();
  }
  const followed = await request.get(url('/docs/admin/index.html'));
  expect(followed.url()).toBe(url('/docs/admin'));
  expect(followed.status()).toBe(200);
});

test('sends the gzip and Brotli copies made at deploy time, and the original to clients without', async ({
  request,
}) => {
  expect(textSamples.map(({ type }) => type)).toEqual(
    expect.arrayContaining(['text/html', 'application/javascript', 'text/css']),
  );
  /** Asserts that `response` is the very copy `npm run deploy:compress` wrote, not one compressed for it. */
  const expectCopy = (response: APIResponse, pathname: string, type: string, encoding: string): void => {
    expect(response.headers()['content-type'], pathname).toMatch(new RegExp(`^${type}(;|$)`));
    expect(response.headers()['content-encoding'], pathname).toBe(encoding);
    expect(response.headers().vary, pathname).toContain('Accept-Encoding');
    const copy = path.join(server.docsRoot, `${pathname.slice('/docs/'.length)}${encoding === 'br' ? '.br' : '.gz'}`);
    expect(response.headers()['content-length'], `${pathname} with ${encoding}`).toBe(String(statSync(copy).size));
  };
  let sentAsBrotli = 0;
  for (const { pathname, type } of textSamples) {
    expectCopy(await request.get(url(pathname), { headers: { 'Accept-Encoding': 'gzip' } }), pathname, type, 'gzip');
    if (brotliAvailable()) {
      // A browser takes both. Debian's brotli_static misses the .br copy of a few requests in a thousand,
      // whichever the configuration (deploy/nginx.conf, at disable_symlinks); the .gz copy goes then.
      const response = await request.get(url(pathname), { headers: { 'Accept-Encoding': 'gzip, br' } });
      const encoding = response.headers()['content-encoding'] === 'br' ? 'br' : 'gzip';
      expectCopy(response, pathname, type, encoding);
      if (encoding === 'br') sentAsBrotli += 1;
    }
    const plain = await request.get(url(pathname), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], `${pathname} uncompressed`).toBeUndefined();
  }
  if (brotliAvailable()) {
    expect(sentAsBrotli, 'samples sent as their .br copy').toBeGreaterThanOrEqual(Math.ceil(textSamples.length / 2));
  }
});

test('caches hashed assets for a year, revalidates pages and never caches errors', async ({ request }) => {
  for (const asset of [mainScript, stylesheet]) {
    expect((await request.get(url(asset))).headers()['cache-control'], asset).toBe(
      'public, max-age=31536000, immutable',
    );
  }
  const page = await request.get(url('/docs/admin'));
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const etag = page.headers().etag;
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  const revalidated = await request.get(url('/docs/admin'), { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  for (const pathname of ['/docs/no/such/page', '/docs/assets/js/missing.js', '/docs/admin/']) {
    expect((await request.get(url(pathname), { maxRedirects: 0 })).headers()['cache-control'], pathname).toBe(
      'no-cache',
    );
  }
});

test('answers a request line of 200,000 slashes at once: the trailing-slash rule is linear', async ({ request }) => {
  // The lazy capture before /+ backtracked over the run of slashes from every position: 2.2 s for
  // 40,000 slashes, about a minute for these. The linear rule takes a few milliseconds.
  const response = await request.get(url(`/docs/${'/'.repeat(200_000)}a`), { maxRedirects: 0, timeout: 5_000 });
  expect(response.status()).toBe(404);
});

test('answers a range with the whole file: no 416 with every header twice and a year of caching', async ({
  request,
}) => {
  const response = await request.get(url(mainScript), { headers: { Range: 'bytes=999999999-' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-range']).toBeUndefined();
  const names = response.headersArray().map(({ name }) => name.toLowerCase());
  for (const name of [...Object.keys(securityHeaders), 'content-security-policy', 'cache-control']) {
    expect(
      names.filter((other) => other === name),
      name,
    ).toHaveLength(1);
  }
});

test('answers /.well-known/security.txt, valid for about a year, and reports no CSP violation by default', async ({
  request,
}) => {
  const response = await request.get(url('/.well-known/security.txt'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expectSecurityHeaders(response, 'security.txt');
  const text = await response.text();
  expect(text).toMatch(/^Contact: https:\/\/\S+$/m);
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
  expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
  expect(response.headers()['reporting-endpoints']).toBeUndefined();
  expect(response.headers()['content-security-policy']).not.toMatch(/report-(to|uri)/);
});

test('never sends the .gz and .br copies by their own name', async ({ request }) => {
  for (const extension of brotliAvailable() ? ['.gz', '.br'] : ['.gz']) {
    for (const pathname of [`${mainScript}${extension}`, `/docs/index.html${extension}`]) {
      const response = await request.get(url(pathname), { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Page Not Found');
    }
  }
});

test('closes an HTTP/0.9 request without an answer: it could carry none of the headers', async () => {
  const port = Number(new URL(server.origin).port);
  for (const request of ['GET /docs/\r\n', 'GET /docs/admin\r\n', 'GET /docs\r\n', 'GET /elsewhere\r\n']) {
    expect((await rawRequest(port, request)).received, request).toBe('');
  }
});

test('refuses two Host headers and Transfer-Encoding on HTTP/1.0 with 400', async () => {
  const port = Number(new URL(server.origin).port);
  for (const request of [
    'GET /docs/admin HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
    'GET /docs/admin HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ]) {
    expect((await rawRequest(port, request)).status, request).toBe(400);
  }
});

test('cuts a client that trickles its header within the header timeout', async () => {
  test.setTimeout(60_000);
  const cutAfter = await secondsToCutTrickle(Number(new URL(server.origin).port));
  expect(cutAfter).toBeGreaterThanOrEqual(deploy.timeouts.headerSeconds - 1);
  expect(cutAfter).toBeLessThan(deploy.timeouts.headerSeconds + 5);
});

test('never follows a symlink in the served build', async ({ request }) => {
  // A file outside the served tree, linked into it.
  const link = path.join(server.docsRoot, 'linked.json');
  symlinkSync(path.resolve('package.json'), link);
  try {
    const response = await request.get(url('/docs/linked.json'));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  } finally {
    rmSync(link, { force: true });
  }
});

test('a production policy leaves the mock server out; CSP_CONNECT_SRC puts it in for tests', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'tessera-csp-')), 'csp.conf');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CSP_CONNECT_SRC'));
  const run = spawnSync('npm', ['run', '--silent', 'deploy:csp', '--', '--build', 'build', '--out', out], {
    encoding: 'utf8',
    env,
  });
  expect(run.status, run.stderr).toBe(0);
  const production = readFileSync(out, 'utf8');
  expect(production).toContain('https://*.tessera.example');
  expect(production).not.toContain(apiReference.mockServer);
  expect(server.cspInclude).toContain(apiReference.mockServer);
  rmSync(path.dirname(out), { recursive: true, force: true });
});

test('sends the security headers on every response, redirects and errors included', async ({ request }) => {
  const page = await request.get(url('/docs/admin'));
  const responses: [string, APIResponse][] = [
    ['a page', page],
    ['a script', await request.get(url(mainScript))],
    ['a revalidation', await request.get(url('/docs/admin'), { headers: { 'If-None-Match': page.headers().etag } })],
    ['a redirect', await request.get(url('/docs/admin/'), { maxRedirects: 0 })],
    ['a missing page', await request.get(url('/docs/no/such/page'))],
    ['a path outside /docs/', await request.get(url('/elsewhere'))],
    ['a method nginx refuses', await request.fetch(url('/docs/admin'), { method: 'DELETE' })],
  ];
  for (const [what, response] of responses) expectSecurityHeaders(response, what);
});

test('the policy allows inline scripts only by the hash of each one in the build', async ({ request }) => {
  const policy = (await request.get(url('/docs/'))).headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).length).toBeGreaterThan(0);
  for (const source of scriptSrc.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
});

/** Each page, with what a reader sees once it has done all it does on its own. */
const browserPages: readonly (readonly [string, string, (page: Page) => Locator])[] = [
  ['a doc page with a diagram', '/docs/admin/architecture', (page) => page.locator('.tessera-diagram svg').first()],
  ['the landing page', '/docs/', (page) => page.getByRole('heading', { level: 1 })],
  // On a desktop screen the explorer loads by itself once the browser is idle.
  [
    'an API operation page',
    '/docs/developer/submit-cart',
    (page) => page.getByRole('button', { name: 'Send API Request' }),
  ],
  // A query fetches the index (or calls the search service) under the policy.
  ['the search page', '/docs/search', (page) => page.locator('main').getByRole('list', { name: 'Search results' })],
];

/** Collects console errors, uncaught exceptions and CSP violations (with where they happened). */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return problems;
}

for (const [what, pathname, shown] of browserPages) {
  test(`${what} runs in Chromium with no CSP violation and no console error`, async ({ page }) => {
    const problems = await watchProblems(page);
    const response = await page.goto(url(pathname));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain('script-src');
    // The colour-mode button is enabled once React has hydrated, which the bundles must be allowed to do.
    await expect(page.locator('.navbar').getByRole('button', { name: /mode/i })).toBeEnabled();
    if (pathname === '/docs/search') await page.locator('main input[type="search"]').fill('access review');
    await expect(shown(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('client-side navigation loads further chunks under the policy', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(url('/docs/'));
  await page.locator('.navbar').getByRole('link', { name: 'Admin Guide' }).click();
  await expect(page).toHaveURL(url('/docs/admin'));
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('.navbar').getByRole('link', { name: 'Developer Guide' }).click();
  await expect(page).toHaveURL(url('/docs/developer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tessera Identity Governance API' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the API explorer edits a request body and sends it to a server of the API description', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(url('/docs/developer/submit-cart'));
  const panel = await editExplorerServer(page);
  await panel.locator('select').first().selectOption(apiReference.mockServer);
  await panel.getByPlaceholder('Bearer Token').fill('deploy-test-token');
  const body = panel.locator('.openapi-explorer__playground-editor');
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n');
  await panel.getByRole('button', { name: 'Send API Request' }).click();
  await expect(panel.getByText('correlationId').first()).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
});
