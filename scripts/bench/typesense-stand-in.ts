/**
 * A stand-in for a Typesense cluster on loopback, for `bench:pages -- --typesense`: no Typesense
 * server can run here. It refuses the search-only key on the admin endpoints, as a cluster does
 * (the build checks this), and answers searches from the build's DocSearch records (the ones
 * `npm run search:index` imports), filtered on the request's docs version tags, grouped by page and
 * highlighted as Typesense highlights them, so that the response is as large as a cluster's.
 * It measures the page and its request, not Typesense's ranking.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { markEnd, markStart } from '../../src/lib/search/highlight';
import { freePort } from './lib';

interface DocSearchRecord {
  readonly hierarchy: Readonly<Record<string, string | null>>;
  readonly content: string | null;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: string;
  readonly docusaurus_tag: string;
}

const snippetWords = 24;

/** The words around the first match, the matches marked as Typesense marks them. */
function snippetOf(content: string, words: readonly string[]): string {
  const tokens = content.split(/\s+/);
  const matches = (token: string): boolean => words.some((word) => token.toLowerCase().includes(word));
  const first = Math.max(0, tokens.findIndex(matches));
  const start = Math.max(0, first - snippetWords / 2);
  return tokens
    .slice(start, start + snippetWords)
    .map((token) => (matches(token) ? `${markStart}${token}${markEnd}` : token))
    .join(' ');
}

/** The tags of `docusaurus_tag:=[`a`,`b`]` in a filter, the reader's locale and version. */
function tagsIn(filterBy: string): Set<string> {
  const list = /docusaurus_tag:=\[([^\]]*)\]/.exec(filterBy)?.[1] ?? '';
  return new Set(list.split(',').map((tag) => tag.trim().replace(/^`|`$/g, '')));
}

function groupedHits(records: readonly DocSearchRecord[], params: URLSearchParams) {
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const tags = tagsIn(params.get('filter_by') ?? '');
  const textOf = (record: DocSearchRecord): string =>
    `${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`.toLowerCase();
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    if (!tags.has(record.docusaurus_tag) || !words.every((word) => textOf(record).includes(word))) continue;
    groups.set(record.url_without_anchor, [...(groups.get(record.url_without_anchor) ?? []), record]);
  }
  const groupLimit = Number(params.get('group_limit') ?? 3);
  return [...groups.values()].slice(0, Number(params.get('per_page') ?? 10)).map((hits) => ({
    group_key: [hits[0].url_without_anchor],
    hits: hits.slice(0, groupLimit).map((record) => ({
      document: {
        ...Object.fromEntries(
          Object.entries(record.hierarchy).flatMap(([level, text]) => (text ? [[`hierarchy.${level}`, text]] : [])),
        ),
        url: record.url,
        url_without_anchor: record.url_without_anchor,
        anchor: record.anchor,
        type: record.type,
        content: record.content ?? '',
      },
      highlights: [{ field: 'content', snippet: snippetOf(record.content ?? '', words) }],
    })),
  }));
}

export interface TypesenseStandIn {
  readonly port: number;
  readonly origin: string;
  close(): void;
}

/** Starts the stand-in on a free loopback port, answering from the DocSearch records of `buildDir`. */
export async function startTypesenseStandIn(buildDir: string, searchApiKey: string): Promise<TypesenseStandIn> {
  const recordsFile = path.join(buildDir, 'search-index', 'docsearch-records.json');
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as DocSearchRecord[];
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    const reply = (status: number, body: unknown): void => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    };
    const key = url.searchParams.get('x-typesense-api-key') ?? request.headers['x-typesense-api-key'];
    if (key !== searchApiKey || !url.pathname.endsWith('/documents/search')) {
      // The build's key check asks for the admin endpoints; anything else refused would leave the
      // measured page showing a failure, so it is said.
      if (!/^\/(collections|keys)$/.test(url.pathname)) {
        process.stderr.write(`Typesense stand-in refused ${request.method ?? ''} ${url.pathname}\n`);
      }
      reply(401, { message: 'Forbidden - this key may only search.' });
      return;
    }
    const hits = groupedHits(records, url.searchParams);
    reply(200, { found: hits.length, grouped_hits: hits });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, origin, close: () => server.close() };
}
