/**
 * /docs/mcp as deployed: deploy/nginx.conf proxying to the Node service of `npm run mcp:http`, which
 * reads the copy of the build nginx serves. The tools themselves are tested in tests/site/mcp.test.ts;
 * here, what nginx adds or must not change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '../e2e/support/test';
import { startNginx, type NginxServer } from './nginx-server';

test.describe.configure({ mode: 'default' });

const requestsPerMinute = 40;
let server: NginxServer;
let service: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The precompressed copies play no part here: skipping them saves a minute of CPU.
  server = await startNginx('build', { compress: false });
  service = spawn(
    'npx',
    [
      'tsx',
      'scripts/mcp-http.ts',
      '--dir',
      server.docsRoot,
      '--port',
      String(server.mcpPort),
      '--requests-per-minute',
      String(requestsPerMinute),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(service.stdout ?? service, 'data')) as [Buffer];
  expect(String(line)).toContain(`127.0.0.1:${server.mcpPort}/docs/mcp`);
});
test.afterAll(async () => {
  if (service.exitCode === null) {
    const exit = once(service, 'exit');
    service.kill('SIGTERM');
    await exit;
  }
  await server.stop();
});

const mcpUrl = (): string => `${server.origin}/docs/mcp`;
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
});
const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

test('an SDK client lists the tools and reads a page through nginx', async () => {
  const client = new Client({ name: 'tessera-docs-deploy-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl())));
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toContain('search_docs');
  const search = (await client.callTool({
    name: 'search_docs',
    arguments: { query: 'run an access review' },
  })) as CallToolResult;
  const { results } = search.structuredContent as { results: { pageUrl: string }[] };
  expect(results[0]?.pageUrl).toBe('https://tessera.example/docs/user/access-review/run');
  const page = (await client.callTool({ name: 'get_page', arguments: { url: results[0]?.pageUrl } })) as CallToolResult;
  expect(page.structuredContent).toMatchObject({ title: 'Run a certification', version: '3.2' });
  await client.close();
});

test('answers with the site headers once, uncached, and POST only', async ({ request }) => {
  const response = await request.post(mcpUrl(), { headers: jsonHeaders, data: initialize });
  expect(response.status()).toBe(200);
  const headers = response.headersArray();
  for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Cache-Control']) {
    expect(
      headers.filter((header) => header.name.toLowerCase() === name.toLowerCase()),
      name,
    ).toHaveLength(1);
  }
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['mcp-session-id']).toBeUndefined();

  const get = await request.get(mcpUrl());
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('POST');
  expect(get.headers()['x-frame-options']).toBe('DENY');
});

test('bounds the body: the service answers 413 in JSON, nginx stops far larger bodies itself', async ({ request }) => {
  const padded = (size: number): string => initialize.replace('"curl"', `"${'x'.repeat(size)}"`);
  const over = await request.post(mcpUrl(), { headers: jsonHeaders, data: padded(20_000) });
  expect(over.status()).toBe(413);
  expect(await over.text()).toContain('at most 16384 bytes');
  expect((await request.post(mcpUrl(), { headers: jsonHeaders, data: padded(200_000) })).status()).toBe(413);
});

test('limits each client address, which a client cannot choose with X-Forwarded-For', async ({ request }) => {
  const statuses: number[] = [];
  for (let n = 0; n <= requestsPerMinute; n += 1) {
    const response = await request.post(mcpUrl(), {
      headers: { ...jsonHeaders, 'X-Forwarded-For': `203.0.113.${n % 250}` },
      data: initialize,
    });
    statuses.push(response.status());
  }
  expect(statuses.at(-1)).toBe(429);
});
