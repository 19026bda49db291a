/**
 * A stand-in for a Typesense cluster on loopback, for `bench:pages -- --typesense`: no Typesense
 * server can run here. It refuses the search-only key on the admin endpoints, as a cluster does
 * (the build checks this), and answers searches with grouped hits made from the built site's own
 * pages, highlighted as Typesense highlights them, so that the response is as large as a real one.
 * It measures the page and its request, not Typesense's ranking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { markEnd, markStart } from '../../src/lib/search/highlight';
import { freePort } from './lib';

interface PageRecord {
  readonly anchor: string | null;
  readonly type: string;
  readonly headings: readonly string[];
  readonly content: string;
}

interface IndexedPage {
  readonly url: string;
  readonly path: string;
  readonly title: string;
  readonly records: readonly PageRecord[];
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

function groupedHits(pages: readonly IndexedPage[], query: string, perPage: number, groupLimit: number) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = (text: string): boolean => words.every((word) => text.toLowerCase().includes(word));
  return pages
    .map((page) => ({
      page,
      records: page.records.filter((record) => found(`${record.headings.join(' ')} ${record.content}`)),
    }))
    .filter(({ records }) => records.length > 0)
    .slice(0, perPage)
    .map(({ page, records }) => ({
      group_key: [page.url],
      hits: records.slice(0, groupLimit).map((record) => {
        const levels = [page.path, page.title, ...record.headings];
        const url = record.anchor ? `${page.url}#${record.anchor}` : page.url;
        return {
          document: {
            ...Object.fromEntries(levels.map((level, index) => [`hierarchy.lvl${index}`, level])),
            url,
            url_without_anchor: page.url,
            anchor: record.anchor,
            type: record.type,
            content: record.content,
          },
          highlights: [{ field: 'content', snippet: snippetOf(record.content, words) }],
        };
      }),
    }));
}

export interface TypesenseStandIn {
  readonly port: number;
  readonly origin: string;
  close(): void;
}

/** Starts the stand-in on a free loopback port, answering from the embedded index's pages in `buildDir`. */
export async function startTypesenseStandIn(buildDir: string, searchApiKey: string): Promise<TypesenseStandIn> {
  const pagesDir = path.join(buildDir, 'search-index', 'current', 'pages');
  const pages = readdirSync(pagesDir).map(
    (file) => JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as IndexedPage,
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    const reply = (status: number, body: unknown): void => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    };
    const key = url.searchParams.get('x-typesense-api-key') ?? request.headers['x-typesense-api-key'];
    if (key !== searchApiKey) {
      reply(401, { message: 'Forbidden - a valid `x-typesense-api-key` must be sent.' });
      return;
    }
    if (!url.pathname.endsWith('/documents/search')) {
      reply(401, { message: 'Forbidden - a search-only key.' });
      return;
    }
    const hits = groupedHits(
      pages,
      url.searchParams.get('q') ?? '',
      Number(url.searchParams.get('per_page') ?? 10),
      Number(url.searchParams.get('group_limit') ?? 3),
    );
    reply(200, { found: hits.length, grouped_hits: hits });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, origin, close: () => server.close() };
}
