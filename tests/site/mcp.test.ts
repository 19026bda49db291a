/**
 * The docs MCP server (lib/mcp) as an assistant meets it, through the SDK's own client: over stdio
 * (`npm run mcp`) and over Streamable HTTP at /docs/mcp of the server `npm run serve` runs, both over
 * the production build in build/.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy } from '../../config/deploy';
import { mcpRoute, mcpServices } from '../../lib/mcp/http';
import { createBuildServer } from '../../lib/serve-build';

const buildDir = 'build';
const policy = "default-src 'self'; frame-ancestors 'none'";

function listen(app: ReturnType<typeof createBuildServer>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}
const originOf = (server: Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const textOf = (result: unknown): string =>
  ((result as CallToolResult).content as { type: string; text: string }[]).map((part) => part.text).join('\n');

/** The same checks over each transport: what a model sees, tool by tool, good input and bad. */
function toolSuite(connect: () => Promise<Client>): void {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  it('lists five read-only tools, each described with a JSON Schema for its input', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'define_term',
      'get_api_operation',
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(search?.inputSchema.properties?.version).toMatchObject({ enum: ['3.2', '3.1'] });
  });

  it('search_docs ranks the page that answers a task first, with its absolute URL, guide and snippet', async () => {
    const result = await call('search_docs', { query: 'run an access review' });
    expect(result.isError).toBeFalsy();
    const { results } = result.structuredContent as {
      results: { title: string; url: string; pageUrl: string; section: string; snippet: string }[];
    };
    expect(results[0]).toMatchObject({
      title: 'Run a certification',
      pageUrl: 'https://tessera.example/docs/user/access-review/run',
      section: 'User Guide › Access review',
    });
    expect(results[0]?.snippet).toMatch(/\*\*review\*\*/);
    expect(textOf(result)).toContain('1. [Run a certification](https://tessera.example/docs/user/access-review/run)');
  });

  it('search_docs keeps to the version and guide asked for', async () => {
    const older = await call('search_docs', { query: 'run an access review', version: '3.1', section: 'user' });
    const { results } = older.structuredContent as { results: { pageUrl: string }[] };
    expect(results.length).toBeGreaterThan(0);
    for (const { pageUrl } of results) expect(pageUrl).toMatch(/^https:\/\/tessera\.example\/docs\/3\.1\/user\//);
    const api = await call('search_docs', { query: 'certification', section: 'developer', limit: 3 });
    const apiResults = (api.structuredContent as { results: { pageUrl: string }[] }).results;
    expect(apiResults).toHaveLength(3);
    for (const { pageUrl } of apiResults) expect(pageUrl).toMatch(/\/docs\/developer\//);
  });

  it('get_page returns the Markdown twin with its title, version and links as absolute URLs', async () => {
    for (const url of [
      'https://tessera.example/docs/user/access-review/run#steps',
      '/docs/user/access-review/run.md',
      'user/access-review/run',
    ]) {
      const result = await call('get_page', { url });
      expect(result.isError, url).toBeFalsy();
      expect(result.structuredContent, url).toMatchObject({
        title: 'Run a certification',
        url: 'https://tessera.example/docs/user/access-review/run',
        version: '3.2',
        section: 'user',
      });
      expect(textOf(result)).toMatch(/^# Run a certification\n/);
    }
    const page = await call('get_page', { url: '/docs/user/access-review/run' });
    const links = (page.structuredContent as { links: { url: string }[] }).links.map((link) => link.url);
    expect(links).toContain('https://tessera.example/docs/developer/schemas/certification-run-impact');
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
    const older = await call('get_page', { url: '/docs/3.1/user/access-review/run' });
    expect(older.structuredContent).toMatchObject({ version: '3.1' });
  });

  it('get_api_operation gives parameters, schemas, a curl example against the chosen base URL, and the guides', async () => {
    const byId = await call('get_api_operation', { operationId: 'runCertification' });
    const text = textOf(byId);
    expect(byId.isError).toBeFalsy();
    expect(text).toContain('`POST /api/core/certification-request/{id}`');
    expect(text).toContain('## Parameters');
    expect(text).toContain('| `impactObject` |');
    expect(text).toContain(
      "curl -sS -X POST 'http://127.0.0.1:4010/api/core/certification-request/68d4e5f6a7b8c9d0e1f2a3b4'",
    );
    expect(text).toContain('"userList": [');
    expect(text).toContain('- [Run a certification](https://tessera.example/docs/user/access-review/run)');
    const byPath = await call('get_api_operation', {
      method: 'post',
      path: '/api/core/certification-request/68d4e5f6a7b8c9d0e1f2a3b4',
      baseUrl: 'https://northwind.tessera.example',
    });
    expect(textOf(byPath)).toContain("'https://northwind.tessera.example/api/core/certification-request/");
  });

  it('define_term finds an entry by its term or another name', async () => {
    for (const term of ['access review', 'Certification', 'attestation']) {
      const text = textOf(await call('define_term', { term }));
      expect(text, term).toMatch(/^\*\*access review\*\*: /);
      expect(text).toContain('https://tessera.example/docs/user/access-review/introduction');
    }
  });

  it('list_pages lists a guide of a version with titles, URLs and descriptions', async () => {
    const result = await call('list_pages', { section: 'guides', version: '3.1' });
    const { pages } = result.structuredContent as { pages: { title: string; url: string; description: string }[] };
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      expect(page.url).toMatch(/^https:\/\/tessera\.example\/docs\/3\.1\/guides/);
      expect(page.description, page.url).not.toBe('');
    }
    const api = await call('list_pages', { section: 'developer' });
    expect((api.structuredContent as { pages: unknown[] }).pages.length).toBeGreaterThan(20);
  });

  it('answers bad input with a tool error that says what is wrong and what is valid, never a stack trace', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', { query: 'x'.repeat(300) }, /at most 256|<=256/],
      ['search_docs', { query: 'role', version: '9.9' }, /"3\.2"\|"3\.1"/],
      ['search_docs', { query: 'role', section: 'kitchen' }, /"guides"\|"admin"/],
      ['search_docs', { query: '   ' }, /The query is empty/],
      ['get_page', { url: `/docs/${'a/'.repeat(300)}` }, /<=512|at most 512/],
      [
        'get_page',
        { url: '/docs/user/no-such-page' },
        /No page at \/docs\/user\/no-such-page\. Pages are \/docs\/<guide>/,
      ],
      ['get_page', { url: '/docs/../../etc/passwd' }, /refused: only pages of the built site/],
      ['get_page', { url: '%2e%2e/%2e%2e/package.json' }, /refused/],
      ['get_page', { url: 'https://example.com/docs/user' }, /not this documentation site/],
      ['get_page', { url: 'file:///etc/passwd' }, /not this documentation site/],
      [
        'get_api_operation',
        { operationId: 'deleteEverything' },
        /No operation "deleteEverything".*runCertification \(POST/,
      ],
      ['get_api_operation', { method: 'delete', path: '/api/core/tasks' }, /No operation/],
      ['get_api_operation', {}, /Give either operationId, or method and path/],
      ['get_api_operation', { operationId: 'listRoles', baseUrl: "http://x/'; rm -rf ~" }, /not a base URL/],
      ['define_term', { term: 'flux capacitor' }, /No glossary entry for "flux capacitor"/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      const text = textOf(result);
      expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(text, name).toMatch(message);
      expect(text, name).not.toMatch(/\n\s+at |node_modules|\/work\//);
    }
  });
}

describe('over stdio (npm run mcp)', () => {
  toolSuite(async () => {
    const client = new Client({ name: 'tessera-docs-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'npx',
        args: ['tsx', 'scripts/mcp.ts', '--dir', buildDir],
        stderr: 'inherit',
      }),
    );
    return client;
  });
});

describe(`over Streamable HTTP at ${mcpRoute} (npm run serve)`, () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = await listen(
      createBuildServer(buildDir, { contentSecurityPolicy: policy, routes: mcpServices(buildDir) }),
    );
    origin = originOf(server);
  });
  afterAll(() => {
    server.close();
  });

  toolSuite(async () => {
    const client = new Client({ name: 'tessera-docs-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}${mcpRoute}`)));
    return client;
  });

  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  };
  const post = (body: string, contentType = 'application/json') =>
    fetch(`${origin}${mcpRoute}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Accept: 'application/json, text/event-stream' },
      body,
    });

  it('answers statelessly, as JSON, with the site headers and no session', async () => {
    const response = await post(JSON.stringify(initialize));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(policy);
    for (const [name, value] of Object.entries(deploy.securityHeaders)) {
      if (name !== 'Strict-Transport-Security') expect(response.headers.get(name), name).toBe(value);
    }
    // A tool call with no initialize before it: nothing was kept from the request above, and nothing is needed.
    const call = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'define_term', arguments: { term: 'attestation' } },
      }),
    );
    expect(call.status).toBe(200);
    expect(JSON.stringify(await call.json())).toContain('access review');
  });

  it('takes POST only, and refuses other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(`${origin}${mcpRoute}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      expect(response.headers.get('content-security-policy'), method).toBe(policy);
    }
  });

  it('bounds the body: 413 over 16 KiB, 400 for a body that is not JSON, 415 for another type', async () => {
    const big = await post(JSON.stringify({ ...initialize, padding: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('at most 16384 bytes');
    const broken = await post('{"jsonrpc": ');
    expect(broken.status).toBe(400);
    expect(await broken.text()).not.toMatch(/\n\s+at /);
    expect((await post('hello', 'text/plain')).status).toBe(415);
  });

  it('limits the requests of one client address with 429', async () => {
    const limited = await listen(
      createBuildServer(buildDir, {
        contentSecurityPolicy: policy,
        routes: mcpServices(buildDir, { requestsPerMinute: 3 }),
      }),
    );
    const url = `${originOf(limited)}${mcpRoute}`;
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify(initialize),
      });
      statuses.push(response.status);
    }
    limited.close();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
