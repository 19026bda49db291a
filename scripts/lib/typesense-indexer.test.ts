import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { searchSynonyms } from '../../src/data/search-synonyms';
import type { DocSearchRecord } from '../../src/lib/search/types';
import { describeFailure, indexRecords, toDocument } from './typesense-indexer';

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly key: string | undefined;
  readonly body: string;
}

/** Answers like Typesense for the calls the indexer makes, and records every request. */
class FakeTypesense {
  readonly requests: Recorded[] = [];
  alias: string | undefined;
  failImport = false;
  status: number | undefined;
  private server: Server | undefined;

  async start(): Promise<number> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['x-typesense-api-key'];
    this.requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      key: typeof key === 'string' ? key : undefined,
      body,
    });
    const reply = (status: number, payload: unknown): void => {
      // Typesense answers imports in JSON lines, as text/plain; everything else in JSON.
      res.writeHead(status, {
        'Content-Type': typeof payload === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
      });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (this.status) {
      reply(this.status, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
      return;
    }
    const alias = /^\/aliases\/([^/]+)$/.exec(url.pathname);
    if (alias && req.method === 'GET') {
      if (this.alias) reply(200, { name: alias[1], collection_name: this.alias });
      else reply(404, { message: 'Not Found' });
      return;
    }
    if (alias && req.method === 'PUT') {
      this.alias = (JSON.parse(body) as { collection_name: string }).collection_name;
      reply(200, { name: alias[1], collection_name: this.alias });
      return;
    }
    if (url.pathname === '/collections' && req.method === 'POST') {
      reply(201, JSON.parse(body));
      return;
    }
    if (url.pathname.endsWith('/documents/import')) {
      const lines = body.split('\n').filter(Boolean);
      const result = this.failImport
        ? { success: false, error: 'Field `item_priority` must be an int64.' }
        : { success: true };
      reply(200, lines.map(() => JSON.stringify(result)).join('\n'));
      return;
    }
    if (/\/synonyms\/[^/]+$/.test(url.pathname)) {
      reply(200, { id: 'x', ...JSON.parse(body) });
      return;
    }
    if (/^\/collections\/[^/]+$/.test(url.pathname) && req.method === 'DELETE') {
      reply(200, { name: 'x' });
      return;
    }
    reply(404, { message: 'Not Found' });
  }
}

function record(n: number): DocSearchRecord {
  return {
    objectID: `r${n}`,
    hierarchy: {
      lvl0: 'User Guide › Access review',
      lvl1: 'Run a certification',
      lvl2: n > 0 ? `Step ${n}` : null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: `Content ${n}`,
    url: n > 0 ? `/docs/user/access-review/run#step-${n}` : '/docs/user/access-review/run',
    url_without_anchor: '/docs/user/access-review/run',
    anchor: n > 0 ? `step-${n}` : null,
    type: n > 0 ? 'lvl2' : 'lvl1',
    item_priority: n > 0 ? 2 : 3,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: ['current'],
    keywords: [],
  };
}

const records = [0, 1, 2, 3, 4].map(record);
let fake: FakeTypesense;

async function run(now: string, lines: string[] = []): Promise<string> {
  const port = await fake.start();
  try {
    return await indexRecords(records, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      apiKey: 'admin-key',
      alias: 'tessera-docs',
      batchSize: 2,
      now: new Date(now),
      log: (line) => lines.push(line),
    });
  } finally {
    await fake.stop();
  }
}

afterEach(() => {
  fake = new FakeTypesense();
});
fake = new FakeTypesense();

describe('Typesense indexer', () => {
  it('creates a timestamped DocSearch collection, imports in batches, adds synonyms and points the alias at it', async () => {
    const lines: string[] = [];
    const name = await run('2025-11-21T05:42:35.123Z', lines);
    expect(name).toBe('tessera-docs_20251121T054235Z');
    const calls = fake.requests.map((request) => `${request.method} ${request.path.replace(/\?.*/, '')}`);
    expect(calls).toEqual([
      'GET /aliases/tessera-docs',
      'POST /collections',
      ...Array.from({ length: 3 }, () => `POST /collections/${name}/documents/import`),
      ...searchSynonyms.map((_, index) => `PUT /collections/${name}/synonyms/iga-${index}`),
      'PUT /aliases/tessera-docs',
    ]);
    expect(fake.requests.every((request) => request.key === 'admin-key')).toBe(true);

    const schema = JSON.parse(fake.requests[1]?.body ?? '{}') as {
      name: string;
      default_sorting_field: string;
      fields: { name: string; type: string }[];
    };
    expect(schema.name).toBe(name);
    expect(schema.default_sorting_field).toBe('item_priority');
    expect(schema.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'hierarchy.lvl0',
        'hierarchy.lvl6',
        'content',
        'url',
        'url_without_anchor',
        'anchor',
        'type',
        'language',
        'docusaurus_tag',
        'version',
        'item_priority',
      ]),
    );

    const imports = fake.requests.filter((request) => request.path.includes('/documents/import'));
    expect(imports[0]?.path).toContain('action=upsert');
    const imported = imports.flatMap((request) =>
      request.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
    expect(imported).toEqual(records.map(toDocument));
    expect(imported[1]).toMatchObject({ id: 'r1', 'hierarchy.lvl2': 'Step 1', anchor: 'step-1', version: ['current'] });
    expect(imported[0]).not.toHaveProperty('anchor');

    expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}')).toEqual({ collection_name: name });
    expect(lines).toContain('Imported 5/5 records.');
    expect(fake.alias).toBe(name);
  });

  it('on a re-run, moves the alias to the new collection before deleting the old one', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    const name = await run('2025-11-21T06:00:00Z');
    const tail = fake.requests.slice(-2).map((request) => `${request.method} ${request.path}`);
    expect(tail).toEqual(['PUT /aliases/tessera-docs', 'DELETE /collections/tessera-docs_20251120T000000Z']);
    expect(fake.alias).toBe(name);
  });

  it('a failed import deletes the new collection and leaves the alias where it was', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    fake.failImport = true;
    await expect(run('2025-11-21T06:00:00Z')).rejects.toThrow();
    const last = fake.requests.at(-1);
    expect(`${last?.method} ${last?.path}`).toBe('DELETE /collections/tessera-docs_20251121T060000Z');
    expect(fake.requests.some((request) => request.method === 'PUT' && request.path.startsWith('/aliases'))).toBe(
      false,
    );
    expect(fake.alias).toBe('tessera-docs_20251120T000000Z');
  });

  it('a key without rights gives one clear line', async () => {
    fake.status = 401;
    const error: unknown = await run('2025-11-21T06:00:00Z').catch((caught: unknown) => caught);
    const line = describeFailure(error, { protocol: 'http', host: '127.0.0.1', port: 8108 });
    expect(line).toMatch(/^Typesense at http:\/\/127\.0\.0\.1:8108 refused the API key \(HTTP 401\)/);
    expect(line).not.toContain('\n');
  });
});

describe('npm run search:index', () => {
  it('exits non-zero with one error line when Typesense cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const file = path.join(dir, 'records.json');
    writeFileSync(file, JSON.stringify(records));

    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/search-index-typesense.ts', '--records', file],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          TYPESENSE_HOST: '127.0.0.1',
          TYPESENSE_PORT: String(port),
          TYPESENSE_PROTOCOL: 'http',
          TYPESENSE_COLLECTION: 'tessera-docs',
          TYPESENSE_ADMIN_API_KEY: 'admin-key',
        },
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    const errorLines = result.stderr.trim().split('\n');
    expect(errorLines).toEqual([
      `Cannot reach Typesense at http://127.0.0.1:${port} (ECONNREFUSED): check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL.`,
    ]);
  }, 40_000);
});
