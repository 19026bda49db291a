import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocSearchRecord } from '../../src/client/search/types';
import {
  describeFailure,
  IndexerInputError,
  indexRecords,
  IndexingInterrupted,
  parseRecords,
  readIndexerSettings,
  toDocument,
  typesenseSynonyms,
} from './typesense-indexer';

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
  /** Collections that exist, and the aliases of other sites on the same cluster. */
  readonly collections = new Set<string>();
  readonly otherAliases = new Map<string, string>();
  failImport = false;
  status: number | undefined;
  /** Called when an import arrives, before it is answered. */
  onImport: () => Promise<void> | void = () => undefined;
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
    if (url.pathname === '/aliases' && req.method === 'GET') {
      const aliases = [...this.otherAliases].map(([name, collection]) => ({ name, collection_name: collection }));
      if (this.alias) aliases.push({ name: 'tessera-docs', collection_name: this.alias });
      reply(200, { aliases });
      return;
    }
    if (url.pathname === '/collections' && req.method === 'GET') {
      reply(
        200,
        [...this.collections].map((name) => ({ name, num_documents: 0, fields: [] })),
      );
      return;
    }
    if (url.pathname === '/collections' && req.method === 'POST') {
      this.collections.add((JSON.parse(body) as { name: string }).name);
      reply(201, JSON.parse(body));
      return;
    }
    if (url.pathname.endsWith('/documents/import')) {
      await this.onImport();
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
      this.collections.delete(decodeURIComponent(url.pathname.slice('/collections/'.length)));
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

async function run(now: string, lines: string[] = [], signal?: AbortSignal): Promise<string> {
  const port = await fake.start();
  try {
    return await indexRecords(records, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      apiKey: 'admin-key',
      alias: 'tessera-docs',
      batchSize: 2,
      keepCollections: 2,
      now: new Date(now),
      log: (line) => lines.push(line),
      signal,
    });
  } finally {
    await fake.stop();
  }
}

afterEach(() => {
  fake = new FakeTypesense();
});
fake = new FakeTypesense();

/** `npm run search:index` as these tests run it, on a records file. */
const indexerArgs = (file: string): string[] => [
  '--import',
  'tsx',
  'scripts/search-index-typesense.ts',
  '--records',
  file,
];

/** The command's settings for a Typesense on the loopback address at `port`, plus `settings`. */
function indexerEnv(port: number, settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TYPESENSE_HOST: '127.0.0.1',
    TYPESENSE_PORT: String(port),
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_COLLECTION: 'tessera-docs',
    TYPESENSE_ADMIN_API_KEY: 'admin-key',
    ...settings,
  };
}

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
      ...typesenseSynonyms().map(([id]) => `PUT /collections/${name}/synonyms/${id}`),
      'PUT /aliases/tessera-docs',
      'GET /aliases',
      'GET /collections',
    ]);
    expect(fake.requests.every((request) => request.key === 'admin-key')).toBe(true);
    // Directional synonyms stay directional: "offboarding" reaches leaver pages, not the other way round.
    const synonymBodies = fake.requests
      .filter((request) => request.path.includes('/synonyms/'))
      .map((request) => JSON.parse(request.body) as { root?: string; synonyms: string[] });
    expect(synonymBodies).toContainEqual({ root: 'offboarding', synonyms: ['leaver'] });
    expect(synonymBodies.some((body) => body.root === undefined && body.synonyms.includes('leaver'))).toBe(false);

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

    const aliasUpdate = fake.requests.find(
      (request) => request.method === 'PUT' && request.path.startsWith('/aliases'),
    );
    expect(JSON.parse(aliasUpdate?.body ?? '{}')).toEqual({ collection_name: name });
    expect(lines).toContain('Imported 5/5 records.');
    expect(fake.alias).toBe(name);
  });

  it('on a re-run, moves the alias to the new collection before deleting the old one', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    fake.collections.add(fake.alias);
    const name = await run('2025-11-21T06:00:00Z');
    const calls = fake.requests.map((request) => `${request.method} ${request.path}`);
    const moved = calls.indexOf('PUT /aliases/tessera-docs');
    expect(calls.indexOf('DELETE /collections/tessera-docs_20251120T000000Z')).toBe(moved + 1);
    expect(fake.alias).toBe(name);
    expect([...fake.collections]).toEqual([name]);
  });

  it('sweeps older collections of the alias that no alias points to, keeping the newest two', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    const orphans = ['15', '16', '17', '18'].map((day) => `tessera-docs_202511${day}T000000Z`);
    const others = ['tessera-docs_20251101T000000Z', 'tessera-docs-staging_20251101T000000Z', 'notes'];
    for (const name of [fake.alias, ...orphans, ...others]) fake.collections.add(name);
    // Another alias on the cluster still points to the oldest: it is in use.
    fake.otherAliases.set('tessera-docs-3-1', 'tessera-docs_20251101T000000Z');
    const lines: string[] = [];
    const name = await run('2025-11-21T06:00:00Z', lines);
    expect([...fake.collections].sort()).toEqual(
      [name, 'tessera-docs_20251117T000000Z', 'tessera-docs_20251118T000000Z', ...others].sort(),
    );
    expect(lines).toContain('Deleted tessera-docs_20251115T000000Z, which no alias points to.');
  });

  it('an interrupted run stops after the request in flight, deletes its collection and leaves the alias', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    fake.collections.add(fake.alias);
    const interrupt = new AbortController();
    fake.onImport = () => {
      interrupt.abort('SIGINT');
    };
    const lines: string[] = [];
    await expect(run('2025-11-21T06:00:00Z', lines, interrupt.signal)).rejects.toThrow(IndexingInterrupted);
    expect(fake.requests.filter((request) => request.path.includes('/documents/import'))).toHaveLength(1);
    expect([...fake.collections]).toEqual(['tessera-docs_20251120T000000Z']);
    expect(fake.alias).toBe('tessera-docs_20251120T000000Z');
    expect(lines.at(-1)).toBe('Interrupted: deleted tessera-docs_20251121T060000Z; the alias is unchanged.');
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

    const result = spawnSync(process.execPath, indexerArgs(file), {
      encoding: 'utf8',
      env: indexerEnv(port),
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const errorLines = result.stderr.trim().split('\n');
    expect(errorLines).toEqual([
      `Cannot reach Typesense at http://127.0.0.1:${port} (ECONNREFUSED): check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL.`,
    ]);
  }, 40_000);
});

describe('settings and records, checked before anything is sent', () => {
  const env = {
    TYPESENSE_HOST: 'search.tessera.example',
    TYPESENSE_COLLECTION: 'tessera-docs',
    TYPESENSE_ADMIN_API_KEY: 'admin-key',
  };

  it('reads the defaults', () => {
    expect(readIndexerSettings(env)).toEqual({
      host: 'search.tessera.example',
      port: 443,
      protocol: 'https',
      apiKey: 'admin-key',
      alias: 'tessera-docs',
      batchSize: 200,
      keepCollections: 2,
    });
  });

  it('says in one line which setting is wrong and what it must be', () => {
    const cases: [Record<string, string>, string][] = [
      [{ TYPESENSE_BATCH_SIZE: '0' }, 'TYPESENSE_BATCH_SIZE is "0": it must be a whole number from 1 to 10000.'],
      [{ TYPESENSE_BATCH_SIZE: 'abc' }, 'TYPESENSE_BATCH_SIZE is "abc": it must be a whole number from 1 to 10000.'],
      [{ TYPESENSE_BATCH_SIZE: '-100' }, 'TYPESENSE_BATCH_SIZE is "-100": it must be a whole number from 1 to 10000.'],
      [{ TYPESENSE_PORT: '80a' }, 'TYPESENSE_PORT is "80a": it must be a port number from 1 to 65535.'],
      [{ TYPESENSE_PROTOCOL: 'ftp' }, 'TYPESENSE_PROTOCOL is "ftp": it must be https or http.'],
      [
        { TYPESENSE_KEEP_COLLECTIONS: 'all' },
        'TYPESENSE_KEEP_COLLECTIONS is "all": it must be a whole number, 0 or more.',
      ],
      [
        { TYPESENSE_HOST: 'https://search.tessera.example/' },
        'TYPESENSE_HOST is "https://search.tessera.example/": it must be a host name such as search.tessera.example, without scheme or path.',
      ],
      [
        { TYPESENSE_HOST: '', TYPESENSE_ADMIN_API_KEY: '' },
        'Set TYPESENSE_HOST, TYPESENSE_ADMIN_API_KEY to index into Typesense (see .env.example).',
      ],
    ];
    for (const [changes, message] of cases) {
      expect(() => readIndexerSettings({ ...env, ...changes }), JSON.stringify(changes)).toThrow(
        new IndexerInputError(message),
      );
    }
  });

  it('names the file, the record and the field of records of the wrong shape', () => {
    expect(() => parseRecords('{"objectID": ', 'build/records.json')).toThrow(
      /^build\/records\.json: not valid JSON \(.+\)\.$/,
    );
    expect(() => parseRecords('{"records": []}', 'records.json')).toThrow(
      'records.json: not a list of DocSearch records (it must be array).',
    );
    const wrong = records.map((each, index) => (index === 3 ? { ...each, item_priority: 'high' } : each));
    expect(() => parseRecords(JSON.stringify(wrong), 'records.json')).toThrow(
      'records.json: record 3 (objectID "r3"): item_priority must be integer.',
    );
    const noHierarchy = records.map((each, index) => (index === 1 ? { ...each, hierarchy: { lvl0: 'Guide' } } : each));
    expect(() => parseRecords(JSON.stringify(noHierarchy), 'records.json')).toThrow(
      'records.json: record 1 (objectID "r1"): hierarchy must have required property \'lvl1\'.',
    );
    expect(parseRecords(JSON.stringify(records), 'records.json')).toEqual(records);
  });
});

describe('npm run search:index against a fake Typesense', () => {
  /** Runs the command with these settings and records file contents; resolves when it exits. */
  async function indexWith(
    settings: Record<string, string>,
    recordsText: string,
    whenRunning: (child: ReturnType<typeof spawn>) => void = () => undefined,
  ): Promise<{ status: number | null; stderr: string }> {
    const port = await fake.start();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'search-index-')), 'records.json');
    writeFileSync(file, recordsText);
    const child = spawn(process.execPath, indexerArgs(file), {
      env: indexerEnv(port, { TYPESENSE_BATCH_SIZE: '2', ...settings }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    whenRunning(child);
    const [status] = (await once(child, 'exit')) as [number | null];
    await fake.stop();
    return { status, stderr };
  }

  it('refuses a bad batch size in one line and sends nothing', async () => {
    for (const size of ['0', 'abc', '-100']) {
      const result = await indexWith({ TYPESENSE_BATCH_SIZE: size }, JSON.stringify(records));
      expect(result.status, size).toBe(1);
      expect(result.stderr.trim().split('\n'), size).toEqual([
        `TYPESENSE_BATCH_SIZE is "${size}": it must be a whole number from 1 to 10000.`,
      ]);
    }
    expect(fake.requests).toEqual([]);
  }, 60_000);

  it('refuses a records file that is not JSON, or not records, in one line and sends nothing', async () => {
    const broken = await indexWith({}, '[{"objectID": "r0",');
    expect(broken.status).toBe(1);
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
    expect(broken.stderr).toMatch(/records\.json: not valid JSON/);
    const misshapen = await indexWith({}, JSON.stringify([{ objectID: 'r0', url: 42 }]));
    expect(misshapen.status).toBe(1);
    expect(misshapen.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/records\.json: record 0 \(objectID "r0"\): must have required property/),
    ]);
    expect(fake.requests).toEqual([]);
  }, 60_000);

  it('on Ctrl-C during an import, deletes the collection it created and exits 130', async () => {
    fake.alias = 'tessera-docs_20251120T000000Z';
    fake.collections.add(fake.alias);
    let interrupted = false;
    let child: ReturnType<typeof spawn> | undefined;
    fake.onImport = async () => {
      if (!interrupted) child?.kill('SIGINT');
      interrupted = true;
      // The import in flight finishes after the signal, as a slow cluster's would.
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const result = await indexWith({}, JSON.stringify(records), (running) => {
      child = running;
    });
    expect(result.status).toBe(130);
    expect([...fake.collections]).toEqual(['tessera-docs_20251120T000000Z']);
    expect(fake.alias).toBe('tessera-docs_20251120T000000Z');
    expect(result.stderr).toContain(
      'Interrupted: the collection this run created is deleted and the alias is unchanged.',
    );
  }, 60_000);
});
