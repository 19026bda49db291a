/**
 * Relevance of a search over a query set with judged answers: recall@1, recall@5 and mean reciprocal
 * rank. Shared by `npm run bench:search` and the CI floor (tests/site/search-relevance.test.ts), which
 * run the browser's own embedded client in Node over the built index files.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../config/site';
import { embeddedBackendReading } from '../../src/client/search/embedded';
import { indexPaths } from '../../src/client/search/engine';
import { searchRequestUrl, toGroups } from '../../src/client/search/typesense';
import type { DocSearchRecord, HitGroup, SearchBackend, SearchContext } from '../../src/client/search/types';
import { groupedHits } from './typesense-stand-in';

export interface JudgedQuery {
  readonly query: string;
  /** Site paths without /docs, with an #anchor when the answer is one entry of a page. */
  readonly expected: readonly string[];
}

/** What the search dialog asks for: eight pages, three hits each. */
export const dialogContext: SearchContext = {
  locale: 'en',
  version: 'current',
  tags: ['default', 'docs-default-current', 'docs-api-current'],
  maxGroups: 8,
  hitsPerGroup: 3,
};

/** The embedded backend the browser runs, reading the index files of a build instead of fetching them. */
export function builtIndexBackend(buildDir: string): SearchBackend {
  return embeddedBackendReading(
    async (file) => JSON.parse(await readFile(path.join(buildDir, file), 'utf8')) as unknown,
  );
}

/** A result's site path without /docs, keeping its #anchor: `user/glossary#entitlement`. */
export function sitePath(url: string): string {
  const parsed = new URL(url, 'http://x');
  const pathname = parsed.pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(new RegExp(`^${site.baseUrl}`), '')
    .replace(/^\/|\/$/g, '');
  return `${pathname}${parsed.hash}`;
}

/** One shown result: a page and the hits shown under it, as site paths. */
export interface ShownResult {
  readonly page: string;
  readonly hits: readonly string[];
}

export function shownResults(groups: readonly HitGroup[]): ShownResult[] {
  return groups.map((group) => ({ page: sitePath(group.page), hits: group.hits.map((hit) => sitePath(hit.url)) }));
}

/**
 * The 1-based position of the first result that answers the query: its page is an expected page, or,
 * for an expected `page#anchor`, one of the hits shown under it is that entry.
 */
export function rankOf(results: readonly ShownResult[], expected: readonly string[]): number | undefined {
  const index = results.findIndex((result) =>
    expected.some((answer) =>
      answer.includes('#') ? result.hits.includes(answer) : result.page === answer.replace(/\/$/, ''),
    ),
  );
  return index < 0 ? undefined : index + 1;
}

export interface RelevanceFigures {
  readonly queries: number;
  readonly recallAt1: number;
  readonly recallAt5: number;
  readonly mrr: number;
}

/** Figures over the ranks of the scored queries (undefined: no answer in the results). */
export function relevanceFigures(ranks: readonly (number | undefined)[]): RelevanceFigures {
  const count = ranks.length;
  const within = (limit: number): number => ranks.filter((rank) => rank !== undefined && rank <= limit).length / count;
  const mrr = ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0) / count;
  return { queries: count, recallAt1: within(1), recallAt5: within(5), mrr };
}

/** The queries a judge found an answer for; the others cannot be scored. */
export function scored<T extends JudgedQuery>(queries: readonly T[]): T[] {
  return queries.filter((query) => query.expected.length > 0);
}

/** Ranks of every query through `search`, one at a time (in order, as a reader would type them). */
export async function ranksThrough(
  queries: readonly JudgedQuery[],
  search: (query: string) => Promise<ShownResult[]>,
): Promise<(number | undefined)[]> {
  const ranks: (number | undefined)[] = [];
  for (const query of queries) ranks.push(rankOf(await search(query.query), query.expected));
  return ranks;
}

/** Searches the built embedded index as the dialog does. */
export function embeddedSearch(buildDir: string): (query: string) => Promise<ShownResult[]> {
  const backend = builtIndexBackend(buildDir);
  return async (query) => shownResults(await backend.search(query, dialogContext));
}

/**
 * Searches the Typesense stand-in (./typesense-stand-in.ts) with the request the Typesense client
 * sends, over the build's records: what the synonyms and field weights pushed to Typesense do for the
 * query set, as far as the stand-in can honour them (it has no typos, stemming or proximity).
 */
export function typesenseStandInSearch(buildDir: string): (query: string) => Promise<ShownResult[]> {
  const records = JSON.parse(readFileSync(path.join(buildDir, indexPaths.records), 'utf8')) as DocSearchRecord[];
  const config = {
    host: 'stand-in.invalid',
    port: 443,
    protocol: 'https',
    collection: 'tessera-docs',
    searchApiKey: 'search-only',
    filterBy: '',
  };
  return (query) => {
    const params = new URL(searchRequestUrl(config, query, dialogContext)).searchParams;
    return Promise.resolve(shownResults(toGroups({ grouped_hits: groupedHits(records, params) })));
  };
}
