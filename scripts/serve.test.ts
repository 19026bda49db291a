/**
 * `npm run serve` over a small fixture build, spawned as a reader runs it, answering real HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy } from '../config/deploy';
import { freePort, waitForUrl } from './bench/lib';
import { hashSource } from './deploy/csp';

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
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), text);
}

// The environment of a plain local run: no search service, no extra origins.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('TYPESENSE_') && name !== 'CSP_CONNECT_SRC'),
);
const serveArgs = ['--import', 'tsx', 'scripts/serve.ts'];

let server: ChildProcess;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [...serveArgs, '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { stdio: 'ignore', env: baseEnv },
  );
  await waitForUrl(`${origin}/docs/`);
}, 60_000);
afterAll(async () => {
  if (server.exitCode === null) {
    const exit = once(server, 'exit');
    server.kill();
    await exit;
  }
  rmSync(buildDir, { recursive: true, force: true });
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

  it('adds the origins of CSP_CONNECT_SRC, the opt-in for the mock server in tests', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...serveArgs, '--dir', buildDir, '--port', String(port)], {
      stdio: 'ignore',
      env: { ...baseEnv, CSP_CONNECT_SRC: 'http://127.0.0.1:4010' },
    });
    try {
      await waitForUrl(`http://localhost:${port}/docs/`);
      const response = await fetch(`http://localhost:${port}/docs/`);
      expect(response.headers.get('content-security-policy')).toMatch(
        /connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:4010/,
      );
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
