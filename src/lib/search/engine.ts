/**
 * The embedded search engine's settings, shared by the record builder (which writes the index at
 * build time) and the browser (which loads and queries it): both sides must tokenize and stem
 * identically, or the index and the queries would not meet.
 */
import type { AsPlainObject, Options, Query, SearchOptions } from 'minisearch';
import type { RecordType } from './types';
import { stemmer } from 'stemmer';
import { searchSynonyms } from '../../data/search-synonyms';
import { maxQueryLength, queryWorkLimits } from './limits';

export { maxQueryLength };

/** The fields of an index document: one per DocSearch record. */
export interface IndexDocument {
  readonly id: string;
  /** The page title (hierarchy lvl1). */
  readonly title: string;
  /** The record's own heading (lvl2–lvl6), empty for the page record. */
  readonly heading: string;
  /** Section and categories (lvl0). */
  readonly path: string;
  /** Page description, keywords and, on API pages, operation method and path. */
  readonly summary: string;
  readonly content: string;
  readonly item_priority: number;
}

/** Titles and headings outrank body text: readers search for what a page is about. */
export const fieldBoosts = { title: 6, heading: 3, summary: 2, path: 1.5, content: 1 } as const;

const stopWords = new Set(
  'a an and are as at be by can do does for from how i in is it its me my of on or should that the their there this to use using what when where which who why will with you your'.split(
    ' ',
  ),
);

const wordPattern = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/**
 * Words, plus the joined and split forms readers type interchangeably: "de-provisioning" is also
 * "deprovisioning", "userCount" is also "user count", "Entra ID" stays two words.
 */
export function tokenize(text: string, fieldName?: string): string[] {
  // Body text is full of field names (approvalWorkflow, applicationURL); their joined forms
  // would let every prefix of a word match them, so only titles and headings keep those.
  const joinCamelCase = fieldName !== 'content';
  const tokens: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) {
    const parts = word.split(/[-'’.]/).filter(Boolean);
    const camelParts = parts.flatMap((part) => part.split(/(?<=[a-z])(?=[A-Z])/));
    tokens.push(...camelParts);
    if (parts.length > 1 || (joinCamelCase && camelParts.length > parts.length)) tokens.push(parts.join(''));
  }
  return tokens;
}

/** Lower case, no stop words, Porter stems: "certifications" and "certified" meet at "certifi". */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  return /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}

export const indexOptions: Options<IndexDocument> = {
  fields: ['title', 'heading', 'path', 'summary', 'content'],
  storeFields: ['item_priority'],
  tokenize,
  processTerm,
};

/**
 * The shard a term's postings live in: its first letter, or, while that prefix is split because its
 * shard would be too big, one letter more ("c", then "ce", then "cer").
 */
export function shardKeyFor(term: string, splitKeys: ReadonlySet<string>): string {
  let length = 1;
  while (length < term.length && splitKeys.has(term.slice(0, length))) length += 1;
  return term.slice(0, length);
}

function normalize(text: string): string {
  return tokenize(text.slice(0, maxQueryLength))
    .slice(0, queryWorkLimits.maxTerms)
    .map((token) => token.toLowerCase())
    .join(' ');
}

const synonymPhrases = searchSynonyms.map((group) => group.map(normalize));

export interface PreparedQuery {
  readonly query: Query;
  /** Every index term the query can touch, to know which shards to load. */
  readonly terms: readonly string[];
  /** Whether the last word may still be growing (no trailing space). */
  readonly typing: boolean;
  /** Terms matched as prefixes: the word being typed, which reaches into every shard below its own. */
  readonly prefixTerms: readonly string[];
  /** Joined forms of identifiers the reader typed whole ("CertificationRunImpact"). */
  readonly compounds: readonly string[];
}

const synonymBoosts = Object.fromEntries(Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * 0.4]));

/**
 * The MiniSearch query for what the reader typed: the words themselves (prefix on the word being
 * typed, typo tolerance on longer words), OR all of them together (so records with every word
 * score twice), OR the query with an IGA phrase swapped for each of its synonyms at a lower
 * weight, OR the shorter forms of the word being typed (Porter stems are not always a prefix of a
 * half-typed word: "provisio" must still reach "provis").
 */
export function prepareQuery(text: string): PreparedQuery {
  const bounded = text.slice(0, maxQueryLength);
  const words = normalize(bounded);
  const typing = !/\s$/.test(bounded);
  const queries: Query[] = [];
  if (words) queries.push(words, { queries: [words], combineWith: 'AND' });

  const padded = ` ${words} `;
  let synonymQueries = 0;
  for (const group of synonymPhrases) {
    const present = group.find((phrase) => phrase && padded.includes(` ${phrase} `));
    if (present === undefined) continue;
    for (const alternative of group) {
      if (alternative === present || !alternative) continue;
      if (synonymQueries === queryWorkLimits.maxSynonymQueries) break;
      synonymQueries += 1;
      const substituted = padded.replace(` ${present} `, ` ${alternative} `).trim();
      queries.push({ queries: [substituted], combineWith: 'OR', boost: synonymBoosts, prefix: false });
    }
  }

  const last = words.split(' ').at(-1) ?? '';
  const lastStem = processTerm(last);
  const shorter: string[] = [];
  if (typing && lastStem && /^[a-z]+$/.test(last)) {
    for (let length = last.length - 1; length >= Math.max(4, last.length - 4); length -= 1) {
      shorter.push(last.slice(0, length));
    }
  }
  if (shorter.length > 0) {
    queries.push({ queries: shorter, combineWith: 'OR', prefix: false, fuzzy: false, processTerm: (term) => term });
  }

  const terms = new Set<string>(shorter);
  for (const sub of queries) {
    const strings = typeof sub === 'string' ? [sub] : (sub as { queries: string[] }).queries;
    for (const token of strings.flatMap((text) => tokenize(text))) {
      const term = processTerm(token);
      if (term) terms.add(term);
    }
  }
  const typedTerm = processTerm(tokenize(words).at(-1) ?? '');
  const prefixTerms = typing && typedTerm && typedTerm.length >= 2 ? [typedTerm] : [];
  const compounds = bounded
    .split(/\s+/)
    .filter((word) => tokenize(word).length > 2)
    .map((word) => processTerm(tokenize(word).at(-1) ?? ''))
    .filter((term): term is string => Boolean(term));
  return { query: { combineWith: 'OR', queries }, terms: [...terms], typing, prefixTerms, compounds };
}

/** Page records a little above their sections, sections above deeper headings. */
export function priorityBoost(itemPriority: unknown): number {
  return typeof itemPriority === 'number' ? 1 + itemPriority / 20 : 1;
}

/**
 * Options for every search: prefix while typing, typos forgiven on longer words, priorities, and
 * an identifier typed whole (a schema or field name) worth more than its words apart.
 */
export function searchOptions({ typing, compounds }: Pick<PreparedQuery, 'typing' | 'compounds'>): SearchOptions {
  const compoundSet = new Set(compounds);
  return {
    boostTerm: (term) => (compoundSet.has(term) ? 3 : 1),
    weights: { fuzzy: 0.3, prefix: 0.375 },
    boost: { ...fieldBoosts },
    prefix: (term, index, terms) => typing && index === terms.length - 1 && term.length >= 2,
    fuzzy: (term, index) =>
      index < queryWorkLimits.maxFuzzyTerms && (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false),
    boostDocument: (_id, _term, stored) => priorityBoost(stored?.item_priority),
    combineWith: 'OR',
  };
}

/** Where the record builder writes a version's index inside the build, and the browser reads it. */
export const indexDirectory = 'search-index';

function shardFileName(key: string): string {
  return Array.from(key, (char) => (char.codePointAt(0) ?? 0).toString(36)).join('-');
}

export const indexPaths = {
  base: (version: string): string => `${indexDirectory}/${version}/base.json`,
  shard: (version: string, key: string): string => `${indexDirectory}/${version}/terms/${shardFileName(key)}.json`,
  page: (version: string, page: number): string => `${indexDirectory}/${version}/pages/${page}.json`,
  records: `${indexDirectory}/docsearch-records.json`,
};

/**
 * What the browser needs before any shard: document statistics (so that scores are those of the
 * whole index), shard keys and the page count. The statistics are written compactly, since every
 * search pays for them first, and expanded into MiniSearch's own form by `engineStatistics`.
 */
export interface IndexBase {
  readonly buildId: string;
  readonly splitKeys: readonly string[];
  readonly shardKeys: readonly string[];
  readonly pageCount: number;
  /** Records of each page, in page order: document `${page}:${record}` has the next short id. */
  readonly recordCounts: readonly number[];
  /** Per document, in short-id order: its length in each field of `indexOptions.fields`, then its item_priority. */
  readonly documents: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
}

export type EngineStatistics = Omit<AsPlainObject, 'index'>;

/** MiniSearch's serialized statistics (version 2 of its format) from the compact base. */
export function engineStatistics(
  base: Pick<IndexBase, 'recordCounts' | 'documents' | 'averageFieldLength'>,
): EngineStatistics {
  const fields = indexOptions.fields;
  const documentIds: Record<string, string> = {};
  let shortId = 0;
  base.recordCounts.forEach((count, page) => {
    for (let record = 0; record < count; record += 1) documentIds[shortId++] = `${page}:${record}`;
  });
  const fieldLength: Record<string, number[]> = {};
  const storedFields: Record<string, { item_priority: number }> = {};
  base.documents.forEach((document, id) => {
    fieldLength[id] = document.slice(0, fields.length);
    storedFields[id] = { item_priority: document[fields.length] };
  });
  return {
    documentCount: base.documents.length,
    nextId: base.documents.length,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, id) => [field, id])),
    fieldLength,
    averageFieldLength: [...base.averageFieldLength],
    storedFields,
    dirtCount: 0,
    serializationVersion: 2,
  };
}

/**
 * The shards a query needs: each term's own, and for a word being typed every shard below it
 * ("re" reaches "req" and "rev"), since its prefix matches may live in any of them.
 */
export function shardKeysFor(
  prepared: Pick<PreparedQuery, 'terms' | 'prefixTerms'>,
  base: Pick<IndexBase, 'splitKeys' | 'shardKeys'>,
): string[] {
  const splitKeys = new Set(base.splitKeys);
  const keys = new Set(prepared.terms.map((term) => shardKeyFor(term, splitKeys)));
  for (const term of prepared.prefixTerms) {
    for (const key of base.shardKeys) if (key.startsWith(term)) keys.add(key);
  }
  const available = new Set(base.shardKeys);
  return [...keys].filter((key) => available.has(key));
}

/** A page's records as the result list shows them; index document ids are `${page}:${record}`. */
export interface PageFile {
  readonly url: string;
  readonly path: string;
  readonly title: string;
  readonly records: readonly {
    readonly anchor: string | null;
    readonly type: RecordType;
    /** Headings below the page title, outermost first. */
    readonly headings: readonly string[];
    readonly content: string;
  }[];
}

export type ShardFile = AsPlainObject['index'];
