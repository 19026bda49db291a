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
import { indexPaths } from '../../src/lib/search/engine';
import { markEnd, markStart, snippet } from '../../src/lib/search/highlight';
import type { DocSearchRecord } from '../../src/lib/search/types';
import { freePort } from './lib';

/** The embedded search's snippet of `content`, its matches marked as Typesense marks them. */
function markedSnippet(content: string, words: readonly string[]): string {
  const isMatch = (word: string): boolean => words.some((query) => word.toLowerCase().includes(query));
  return snippet(content, isMatch)
    .map((segment) => (segment.match ? `${markStart}${segment.text}${markEnd}` : segment.text))
    .join('');
}

/** The tags of `docusaurus_tag:=[`a`,`b`]` in a filter, the reader's locale and version. */
function tagsIn(filterBy: string): Set<string> {
  const list = /docusaurus_tag:=\[([^\]]*)\]/.exec(filterBy)?.[1] ?? '';
  return new Set(list.split(',').map((tag) => tag.trim().replace(/^`|`$/g, '')));
}

function groupedHits(records: readonly DocSearchRecord[], params: URLSearchParams) {
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const tags = tagsIn(params.get('filter_by') ?? '');
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    if (!tags.has(record.docusaurus_tag)) continue;
    const text = `${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    const group = groups.get(record.url_without_anchor);
    if (group) group.push(record);
    else groups.set(record.url_without_anchor, [record]);
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
      highlights: [{ field: 'content', snippet: markedSnippet(record.content ?? '', words) }],
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
  const recordsFile = path.join(buildDir, indexPaths.records);
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
