/**
 * A stand-in for a Typesense cluster on loopback, for `bench:pages -- --typesense`: no Typesense
 * server can run here. It refuses the search-only key on the admin endpoints, as a cluster does
 * (the build checks this), and answers searches from the build's DocSearch records (the ones
 * `npm run search:index` imports), filtered on the request's docs version tags, grouped by page and
 * highlighted as Typesense highlights them, so that the response is as large as a cluster's.
 *
 * It ranks as far as it can honour what the indexer pushes and the client asks: the synonyms
 * (multi-way and one-way, `typesenseSynonyms`), every query word matching (the last as a prefix),
 * dropping words from the right when nothing matches, `query_by` with `query_by_weights`, then
 * `item_priority` among records of a like score. It cannot honour Typesense's typo tolerance, its
 * token proximity and exactness signals, nor stemming: relevance through it shows whether the
 * synonyms and weights serve the query set, not Typesense's own figures.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { indexPaths } from '../../src/client/search/engine';
import { markEnd, markStart, snippet } from '../../src/client/search/highlight';
import type { DocSearchRecord } from '../../src/client/search/types';
import { typesenseSynonyms } from '../search/typesense-indexer';
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

/** Words as Typesense splits them with the collection's token separators. */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The query's word lists: itself, and each synonym's rewriting of it, as Typesense expands a query. */
export function synonymQueries(query: string): string[][] {
  const tokens = words(query);
  const variants = [tokens];
  const contains = (phrase: string[]): number =>
    tokens.findIndex((_, start) => phrase.every((word, offset) => tokens[start + offset] === word));
  for (const [, synonym] of typesenseSynonyms()) {
    const phrases = synonym.root === undefined ? synonym.synonyms : [synonym.root];
    for (const phrase of phrases.map(words)) {
      const start = contains(phrase);
      if (start < 0) continue;
      for (const alternative of synonym.synonyms.map(words)) {
        if (alternative.join(' ') === phrase.join(' ')) continue;
        variants.push([...tokens.slice(0, start), ...alternative, ...tokens.slice(start + phrase.length)]);
      }
    }
  }
  return variants;
}

interface Scored {
  readonly record: DocSearchRecord;
  readonly score: number;
}

const fieldWordsCache = new WeakMap<DocSearchRecord, { key: string; fields: [Set<string>, number][] }>();

/** The fields of `query_by` with their weights, as each record's words (kept while the fields stay the same). */
function fieldWords(record: DocSearchRecord, params: URLSearchParams): [Set<string>, number][] {
  const key = `${params.get('query_by') ?? ''}|${params.get('query_by_weights') ?? ''}`;
  const cached = fieldWordsCache.get(record);
  if (cached?.key === key) return cached.fields;
  const fields = splitFields(record, params);
  fieldWordsCache.set(record, { key, fields });
  return fields;
}

function splitFields(record: DocSearchRecord, params: URLSearchParams): [Set<string>, number][] {
  const fields = (params.get('query_by') ?? '').split(',');
  const weights = (params.get('query_by_weights') ?? '').split(',').map(Number);
  return fields.map((field, index) => {
    const value = field.startsWith('hierarchy.')
      ? record.hierarchy[field.slice('hierarchy.'.length) as keyof DocSearchRecord['hierarchy']]
      : field === 'keywords'
        ? record.keywords.join(' ')
        : field === 'content'
          ? record.content
          : null;
    return [new Set(words(value ?? '')), weights[index] || 1];
  });
}

/** The record's score for a word list: each word's best field weight; none unless every word matches. */
function scoreOf(fields: readonly [Set<string>, number][], query: readonly string[]): number {
  let total = 0;
  for (const [position, word] of query.entries()) {
    const isPrefix = position === query.length - 1;
    const weights = fields
      .filter(
        ([fieldWords]) => fieldWords.has(word) || (isPrefix && [...fieldWords].some((each) => each.startsWith(word))),
      )
      .map(([, weight]) => weight);
    if (weights.length === 0) return 0;
    total += Math.max(...weights);
  }
  return total;
}

/** Records that match the query or one of its synonyms, dropping words from the right while none do. */
export function rankRecords(records: readonly DocSearchRecord[], params: URLSearchParams): DocSearchRecord[] {
  const tags = tagsIn(params.get('filter_by') ?? '');
  const candidates = records
    .filter((record) => tags.has(record.docusaurus_tag))
    .map((record) => ({ record, fields: fieldWords(record, params) }));
  for (let queries = synonymQueries(params.get('q') ?? ''); queries.some((query) => query.length > 0);) {
    const scored: Scored[] = candidates
      .map(({ record, fields }) => ({ record, score: Math.max(...queries.map((query) => scoreOf(fields, query))) }))
      .filter(({ score }) => score > 0);
    if (scored.length > 0) {
      const best = Math.max(...scored.map(({ score }) => score));
      const bucket = (score: number): number => Math.ceil((score / best) * 10);
      return scored
        .sort((a, b) => bucket(b.score) - bucket(a.score) || b.record.item_priority - a.record.item_priority)
        .map(({ record }) => record);
    }
    queries = queries.map((query) => query.slice(0, -1));
  }
  return [];
}

export function groupedHits(records: readonly DocSearchRecord[], params: URLSearchParams) {
  const queryWords = words(params.get('q') ?? '');
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of rankRecords(records, params)) {
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
      highlights: [{ field: 'content', snippet: markedSnippet(record.content ?? '', queryWords) }],
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
