/**
 * `npm run serve` over a small fixture build, spawned as a reader runs it, answering real HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy } from '../config/deploy';
import { freePort, waitForUrl } from './bench/lib';
import { hashSource } from './deploy/csp';
import { rawRequest as rawRequestTo, secondsToCutTrickle, type RawAnswer } from '../lib/raw-http';
import { createBuildServer } from '../lib/serve-build';

const inlineScript = 'document.documentElement.dataset.theme = "light";';
const page = (title: string): string =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script></head><body><h1>${title}</h1></body></html>`;

const buildDir = mkdtempSync(path.join(tmpdir(), 'tessera-serve-'));
const files: Record<string, string> = {
  'index.html': page('Tessera'),
  '404.html': page('Page Not Found'),
  'admin.html': page('Admin Guide'),
  'assets/js/main.0123abcd.js': 'console.log("main");',
  '.env': 'SECRET=1',
  '.well-known/security.txt': 'Contact: https://example.com/report\n',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), text);
}
// Links out of the build, which nginx (disable_symlinks on) answers 404.
const outside = mkdtempSync(path.join(tmpdir(), 'tessera-outside-'));
writeFileSync(path.join(outside, 'secret.txt'), 'SECRET OUTSIDE THE BUILD');
symlinkSync(path.join(outside, 'secret.txt'), path.join(buildDir, 'leak.txt'));
symlinkSync(outside, path.join(buildDir, 'linked'));
// A link inside the build, to a file of the build, is refused too: nginx checks every part of the path.
symlinkSync(path.join(buildDir, 'admin.html'), path.join(buildDir, 'alias.html'));

// The environment of a plain local run: no search service, no extra origins.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('TYPESENSE_') && name !== 'CSP_CONNECT_SRC'),
);
const serveArgs = ['--import', 'tsx', 'scripts/serve.ts'];

let server: ChildProcess;
let origin: string;
let port: number;
let serverLog = '';
beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [...serveArgs, '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: baseEnv },
  );
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  await waitForUrl(`${origin}/docs/`);
}, 60_000);
afterAll(async () => {
  if (server.exitCode === null) {
    const exit = once(server, 'exit');
    server.kill();
    await exit;
  }
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const get = (pathname: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${origin}${pathname}`, { redirect: 'manual', ...init });

/** An error answer shows the site's page and nothing of the machine or the code behind it. */
async function expectSitePage(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const body = await response.text();
  expect(body).toContain('Page Not Found');
  expect(body).not.toContain(buildDir);
  expect(body).not.toMatch(/node_modules|at \w+ \(|Error:/);
}

const rawRequest = (request: string): Promise<RawAnswer> => rawRequestTo(port, request);

/** A refusal of the parser or the protocol, answered as any error: the site's headers and page, no Express. */
function expectSiteAnswer(answer: RawAnswer, status: number, what: string): void {
  expect(answer.status, what).toBe(status);
  const head = answer.head.toLowerCase();
  for (const name of Object.keys(deploy.securityHeaders).filter((name) => name !== 'Strict-Transport-Security')) {
    expect(head, `${name} on ${what}`).toContain(`\r\n${name.toLowerCase()}: `);
  }
  expect(head, what).toContain("frame-ancestors 'none'");
  expect(head, what).toContain('\r\ncache-control: no-cache');
  expect(answer.body, what).toContain('Page Not Found');
  expect(`${answer.head}${answer.body}`, what).not.toMatch(/express|cannot \w+/i);
}

describe('npm run serve', () => {
  it('serves pages and redirects as deployed', async () => {
    expect((await get('/docs/admin')).status).toBe(200);
    const redirect = await get('/docs/admin/?tab=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/admin?tab=1');
  });

  it("sends the deployment's security headers on pages, redirects and errors", async () => {
    const headers = Object.entries(deploy.securityHeaders).filter(([name]) => name !== 'Strict-Transport-Security');
    for (const response of [
      await get('/docs/admin'),
      await get('/docs/admin/'),
      await get('/docs/no/such/page'),
      await get('/docs/admin', { method: 'POST' }),
    ]) {
      for (const [name, value] of headers) expect(response.headers.get(name), name).toBe(value);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${hashSource(inlineScript)}`);
      expect(policy).toContain("frame-ancestors 'none'");
      // The mock server is for local use; a served build leaves it out unless CSP_CONNECT_SRC adds it.
      expect(policy).not.toContain('127.0.0.1:4010');
      // HSTS means nothing over plain HTTP.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when a TLS proxy on this machine says the reader used HTTPS', async () => {
    const response = await get('/docs/admin', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe(deploy.securityHeaders['Strict-Transport-Security']);
  });

  it('answers a range with the whole page, as nginx does, never a 416 error page', async () => {
    const response = await get('/docs/admin', { headers: { Range: 'bytes=999999-' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect(await response.text()).toBe(files['admin.html']);
  });

  it('answers an If-Match that cannot match with 412 and the site page', async () => {
    await expectSitePage(await get('/docs/admin', { headers: { 'If-Match': '"no-such-etag"' } }), 412);
  });

  it('answers a dotfile with 404, as nginx does', async () => {
    await expectSitePage(await get('/docs/.env'), 404);
  });

  it('answers a range on a missing page with 404, not part of the not-found page', async () => {
    await expectSitePage(await get('/docs/no/such/page', { headers: { Range: 'bytes=0-10' } }), 404);
  });

  it('answers methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/docs/admin', { method });
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
      await expectSitePage(response, 405);
    }
    const head = await get('/docs/admin', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers a path of thousands of slashes at once, as too long', async () => {
    await expectSitePage(await get(`/docs/${'/'.repeat(15_000)}a/`), 414);
    // And the server still answers the next reader.
    expect((await get('/docs/admin')).status).toBe(200);
  });

  it('reports no CSP violation anywhere unless an endpoint is configured', async () => {
    const response = await get('/docs/admin');
    expect(response.headers.get('content-security-policy')).not.toMatch(/report-(to|uri)/);
    expect(response.headers.get('reporting-endpoints')).toBeNull();
  });

  it('answers /.well-known/security.txt at the root, and nothing else under a dot', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(await response.text()).toContain('Contact: ');
    await expectSitePage(await get('/docs/.well-known/security.txt'), 404);
    await expectSitePage(await get('/.well-known/other.txt'), 404);
  });

  it('refuses any path that passes through a symbolic link, as nginx does', async () => {
    for (const pathname of ['/docs/leak.txt', '/docs/linked/secret.txt', '/docs/alias', '/docs/alias.html']) {
      const response = await get(pathname);
      expect(await response.clone().text(), pathname).not.toContain('SECRET');
      await expectSitePage(response, 404);
    }
  });

  it('sends its permanent redirects with Cache-Control: no-cache, so a browser asks again', async () => {
    for (const pathname of ['/docs/admin/', '/docs/index.html', '/']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it("answers what Node's parser refuses with the site's headers and page, never Express's", async () => {
    const refusals: [string, string, number][] = [
      ['a target that cannot be parsed', 'GET /docs/a\x01b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['an expectation other than 100-continue', 'GET /docs/admin HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n', 417],
      ['an unknown method', 'FOO /docs/admin HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['17 KB of header', `GET /docs/admin HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431],
      ['no Host on HTTP/1.1', 'GET /docs/admin HTTP/1.1\r\n\r\n', 400],
      ['an absolute-form target without a host', 'GET http:// HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['two Host headers', 'GET /docs/admin HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n', 400],
      ['Transfer-Encoding on HTTP/1.0', 'GET /docs/admin HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
    ];
    for (const [what, request, status] of refusals) expectSiteAnswer(await rawRequest(request), status, what);
    // An absolute-form target is routed by its path, as nginx routes it.
    const absolute = await rawRequest('GET http://docs.example/docs/admin HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain('Admin Guide');
  });

  it('answers an absolute-form target with an invalid port 400 and logs one line, no stack', async () => {
    const before = serverLog.length;
    expectSiteAnswer(await rawRequest('GET http://a:99999/docs/ HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'port 99999');
    const logged = serverLog.slice(before).trim().split('\n');
    expect(logged).toEqual([expect.stringContaining('http://a:99999/docs/')]);
  });

  it('keeps reserved characters encoded in a redirect', async () => {
    const response = await get('/docs/admin/architecture%3F/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/admin/architecture%3F');
  });

  it('cuts a client that trickles its header, and answers one that is merely slow', async () => {
    const { headerSeconds } = deploy.timeouts;
    const cutAfter = await secondsToCutTrickle(port);
    expect(cutAfter).toBeGreaterThanOrEqual(headerSeconds - 1);
    expect(cutAfter).toBeLessThan(headerSeconds + 5);
    // A client whose header comes in two parts 3 s apart still gets its page.
    const slow = net.connect(port, '127.0.0.1');
    slow.write('GET /docs/admin HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    let answer = '';
    slow.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('Admin Guide')) slow.destroy();
    });
    slow.write('Connection: close\r\n\r\n');
    await once(slow, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);

  it('mounts a route in one line, under the site headers, answering its own methods', async () => {
    const app = createBuildServer(buildDir, {
      contentSecurityPolicy: "default-src 'self'",
      routes: { '/docs/echo': (req, res) => void res.json({ method: req.method }) },
    }).listen(0, '127.0.0.1');
    await once(app, 'listening');
    try {
      const routeOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
      const response = await fetch(`${routeOrigin}/docs/echo`, { method: 'POST' });
      expect(await response.json()).toEqual({ method: 'POST' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${routeOrigin}/docs/admin`, { method: 'POST' })).status).toBe(405);
    } finally {
      app.close();
    }
  });

  it('adds the origins of CSP_CONNECT_SRC, the opt-in for the mock server in tests', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...serveArgs, '--dir', buildDir, '--port', String(port)], {
      stdio: 'ignore',
      env: { ...baseEnv, CSP_CONNECT_SRC: 'http://127.0.0.1:4010', CSP_REPORT_URI: 'https://csp.example/report' },
    });
    try {
      await waitForUrl(`http://localhost:${port}/docs/`);
      const response = await fetch(`http://localhost:${port}/docs/`);
      expect(response.headers.get('content-security-policy')).toMatch(
        /connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:4010/,
      );
      // CSP_REPORT_URI turns violation reports on, for the Reporting API and older browsers alike.
      expect(response.headers.get('content-security-policy')).toMatch(
        /; report-uri https:\/\/csp\.example\/report; report-to csp-endpoint$/,
      );
      expect(response.headers.get('reporting-endpoints')).toBe('csp-endpoint="https://csp.example/report"');
    } finally {
      child.kill();
    }
  }, 60_000);

  it('refuses an option docusaurus serve has and this server does not, in one line', () => {
    const run = spawnSync(process.execPath, [...serveArgs, '--dir', buildDir, '--config', 'x.js'], {
      encoding: 'utf8',
      env: baseEnv,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/--config.*Usage: npm run serve/);
  }, 60_000);
});
