/**
 * The Typesense backend: one search request per query to the collection's search endpoint,
 * grouped by page, filtered on the reader's locale and docs version (merged with any configured
 * filter). Plain fetch keeps the client small; the indexer uses the official client.
 */
import { markEnd, markStart, parseMarked } from './highlight';
import { maxQueryLength, queryWorkLimits } from './limits';
import { questionSubject } from './question';
import { fieldBoosts } from './weights';
import {
  hierarchyLevels,
  type HitGroup,
  type SearchBackend,
  type SearchContext,
  type SearchHit,
  type TypesenseClientConfig,
} from './types';

/**
 * The record fields searched, each with the embedded index's boost of the field it fills there
 * (src/plugins/search-index/node/embedded-index.ts): lvl0 is the path, lvl1 the title, lvl2–lvl6 the
 * heading, keywords the summary. Typesense takes whole-number weights, so boosts are scaled by ten.
 */
const queryFields: readonly (readonly [string, number])[] = [
  ['hierarchy.lvl0', fieldBoosts.path],
  ['hierarchy.lvl1', fieldBoosts.title],
  ...hierarchyLevels.slice(2).map((level): [string, number] => [`hierarchy.${level}`, fieldBoosts.heading]),
  ['keywords', fieldBoosts.summary],
  ['content', fieldBoosts.content],
];
export const queryBy = queryFields.map(([field]) => field);
export const queryByWeights = queryFields.map(([, boost]) => Math.round(boost * 10));

interface TypesenseHighlight {
  readonly field: string;
  readonly snippet?: string;
}

interface TypesenseHit {
  readonly document: Readonly<Record<string, unknown>>;
  readonly highlights?: readonly TypesenseHighlight[];
}

interface TypesenseResponse {
  readonly grouped_hits?: readonly { readonly hits: readonly TypesenseHit[] }[];
}

const quote = (value: string): string => `\`${value.replace(/`/g, '')}\``;

/** The configured filter, AND the reader's locale and docs version: the context never drops out. */
export function contextualFilter(configured: string, context: Pick<SearchContext, 'locale' | 'tags'>): string {
  const contextual = `language:=${quote(context.locale)} && docusaurus_tag:=[${context.tags.map(quote).join(',')}]`;
  return configured.trim() ? `(${configured.trim()}) && ${contextual}` : contextual;
}

export function searchRequestUrl(config: TypesenseClientConfig, query: string, context: SearchContext): string {
  const params = new URLSearchParams({
    // In the address, not a header: a request with no custom header needs no CORS preflight, one
    // round trip less before the first results. Typesense reads the key from either.
    'x-typesense-api-key': config.searchApiKey,
    q: questionSubject(query.slice(0, maxQueryLength)).words,
    query_by: queryBy.join(','),
    query_by_weights: queryByWeights.join(','),
    // Typos as the embedded index forgives them (queryWorkLimits).
    min_len_1typo: String(queryWorkLimits.oneTypoFromLength),
    min_len_2typo: String(queryWorkLimits.twoTyposFromLength),
    filter_by: contextualFilter(config.filterBy, context),
    group_by: 'url_without_anchor',
    group_limit: String(context.hitsPerGroup),
    per_page: String(context.maxGroups),
    // Records of a like text match in the priority the record builder gave them (page records over
    // sections, task pages over schema pages), as the embedded index multiplies by it.
    sort_by: '_text_match(buckets: 10):desc,item_priority:desc',
    highlight_start_tag: markStart,
    highlight_end_tag: markEnd,
    highlight_affix_num_tokens: '12',
    snippet_threshold: '24',
    include_fields: [
      ...hierarchyLevels.map((level) => `hierarchy.${level}`),
      'content',
      'url',
      'url_without_anchor',
      'anchor',
      'type',
    ].join(','),
  });
  const collection = encodeURIComponent(config.collection);
  return `${config.protocol}://${config.host}:${config.port}/collections/${collection}/documents/search?${params}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toHit(hit: TypesenseHit): SearchHit {
  const document = hit.document;
  const levels = hierarchyLevels.map((level) => text(document[`hierarchy.${level}`])).filter(Boolean);
  const deepest = hierarchyLevels.filter((level) => text(document[`hierarchy.${level}`])).at(-1) ?? 'lvl1';
  const marked = (field: string): string | undefined => hit.highlights?.find((entry) => entry.field === field)?.snippet;
  const title = marked(`hierarchy.${deepest}`) ?? levels.at(-1) ?? '';
  const type = text(document.type);
  return {
    id: text(document.url),
    url: text(document.url),
    path: levels.slice(0, -1),
    title: parseMarked(title),
    snippet: parseMarked(marked('content') ?? text(document.content).slice(0, 180)),
    type: (hierarchyLevels as readonly string[]).includes(type) ? (type as SearchHit['type']) : 'content',
  };
}

export function toGroups(response: TypesenseResponse): HitGroup[] {
  return (response.grouped_hits ?? []).flatMap((group) => {
    const hits = group.hits.map(toHit);
    if (group.hits.length === 0) return [];
    const first = group.hits[0].document;
    return [{ page: text(first.url_without_anchor), pageTitle: text(first['hierarchy.lvl1']), hits }];
  });
}

/** Searches Typesense; when it cannot be reached, the fallback (the embedded index) if built. */
export function typesenseBackend(config: TypesenseClientConfig, fallback: SearchBackend | null): SearchBackend {
  return {
    preload: () => undefined,
    search: async (query, context, onFirstGroups) => {
      if (!query.trim()) return [];
      try {
        const response = await fetch(searchRequestUrl(config, query, context));
        if (!response.ok) throw new Error(`Typesense answered HTTP ${response.status}`);
        return toGroups((await response.json()) as TypesenseResponse);
      } catch (error) {
        if (fallback) return fallback.search(query, context, onFirstGroups);
        throw error;
      }
    },
  };
}
