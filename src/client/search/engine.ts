/**
 * The embedded search engine's settings, shared by the record builder (which writes the index at
 * build time) and the browser (which loads and queries it): both sides must tokenize and stem
 * identically, or the index and the queries would not meet.
 */
import type { AsPlainObject, Options, Query, SearchOptions, SearchResult } from 'minisearch';
import type { RecordType } from './types';
import { stemmer } from 'stemmer';
import { equivalentTerms, oneWaySynonyms } from '../../data/search-synonyms';
import { maxQueryLength, queryWorkLimits } from './limits';
import { questionSubject } from './question';
import { fieldBoosts } from './weights';

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
  /** Page description, keywords and, on API pages, operation method and path; a glossary term's other names. */
  readonly summary: string;
  readonly content: string;
  readonly item_priority: number;
}

export { fieldBoosts };

const {
  maxQueryTokens,
  oneTypoFromLength,
  twoTyposFromLength,
  maxTypoWords,
  maxTypoShardsPerWord,
  maxSynonymExpansions,
} = queryWorkLimits;

const stopWords = new Set(
  'a an and are as at be by can do does during for from how i in is it its me my of on or should that the their there this to use using versus vs what when where which who why will with you your'.split(
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

/** Stems Porter leaves apart although they are one word family ("revoke", "revocation"). */
const stemFamilies: ReadonlyMap<string, string> = new Map([['revoc', 'revok']]);

/**
 * Lower case, no stop words, Porter stems: "certifications" and "certified" meet at "certif". Porter
 * keeps a final "i" where a verb ends in -y or -ile and its noun does not ("certifi" from certify,
 * "certif" from certification; "reconcil" and "reconcili"), so a long stem loses it.
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  if (!/^[a-z]+$/.test(lower)) return lower;
  const stem = stemmer(lower);
  const family = stem.length > 5 && stem.endsWith('i') ? stem.slice(0, -1) : stem;
  return stemFamilies.get(family) ?? family;
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

/** The index terms of a text, in order. */
function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
}

/** The glossary's page title, as an index term: a definition question searches its entries. */
const glossaryTerm = processTerm('glossary') ?? 'glossary';

/**
 * "api" in a query, or a name of the API typed whole, asks for the API reference, whose records all
 * carry the keyword "API reference" (src/plugins/search-index/node/records.ts), while guide pages say
 * "API" too ("Do it with the API") and quote its names in their examples.
 * The keyword adds no score of its own: MiniSearch multiplies a record's score by the number of the
 * query's terms it matched, and an API reference record matches one more, as if it had the reader's
 * intent as a word. A boost of its own lifted the reference above guides that answer better.
 */
const apiReference = termsOf('API reference');
const apiIntentBoosts = { summary: 0 };
/** A name of the API typed whole: a field or parameter (`userId`, `user_id`) or a path (`/api/core/cart`). */
const apiName = /[a-z][A-Z]|[\p{L}\p{N}]_[\p{L}\p{N}]|^\/api\//u;

interface SynonymRule {
  /** The phrase, as index terms. */
  readonly from: readonly string[];
  readonly to: readonly (readonly string[])[];
}

const synonymRules: readonly SynonymRule[] = [
  ...equivalentTerms.flatMap((group) =>
    group.map((phrase) => ({
      from: termsOf(phrase),
      to: group.filter((other) => other !== phrase).map(termsOf),
    })),
  ),
  ...oneWaySynonyms.map(({ root, synonyms }) => ({ from: termsOf(root), to: synonyms.map(termsOf) })),
]
  .filter((rule) => rule.from.length > 0)
  // Longer phrases first, so that "access review" is swapped whole before "review" could be.
  .sort((a, b) => b.from.length - a.from.length);

function indexOfPhrase(terms: readonly string[], phrase: readonly string[]): number {
  for (let start = 0; start + phrase.length <= terms.length; start += 1) {
    if (phrase.every((term, offset) => terms[start + offset] === term)) return start;
  }
  return -1;
}

/** The query's terms with each synonym phrase it contains swapped for each of its alternatives. */
function synonymVariants(terms: readonly string[]): string[][] {
  const variants: string[][] = [];
  const covered = new Set<number>();
  for (const rule of synonymRules) {
    const start = indexOfPhrase(terms, rule.from);
    if (start < 0) continue;
    const span = rule.from.map((_, offset) => start + offset);
    if (span.some((position) => covered.has(position))) continue;
    span.forEach((position) => covered.add(position));
    for (const alternative of rule.to) {
      if (variants.length >= maxSynonymExpansions) return variants;
      variants.push([...terms.slice(0, start), ...alternative, ...terms.slice(start + rule.from.length)]);
    }
  }
  return variants;
}

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
  /** Terms long enough to be matched with typos, should the index not know them (queryWorkLimits). */
  readonly typoCandidates: readonly string[];
  /** The word the reader typed for each typo candidate, lower case: "delgate" for "delgat". */
  readonly typedWords: ReadonlyMap<string, string>;
  /** The word being typed, when it is its own term and its shorter forms are searched too. */
  readonly shortenedTerm?: string;
  /**
   * When more words follow it, the query's first word and the first words of its synonym variants,
   * as index terms: the verb of a task ("delet" and "remov" for "delete a user"), for `favourTasks`.
   */
  readonly leadTerms: readonly string[];
}

const synonymBoosts = Object.fromEntries(Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * 0.6]));
/** A definition question's glossary entry outranks every page that only uses the word, task pages too. */
const definitionBoosts = { heading: 90, summary: 54, title: 9 };

const asTerms = { processTerm: (term: string) => term, tokenize: (text: string) => text.split(' ') };

/**
 * The MiniSearch query for what the reader typed, the words that open a question left out: the
 * words themselves (prefix on the word being typed, typo tolerance on longer words the index does
 * not know), OR all of them together (so records with every word score twice), OR the query with a
 * synonym phrase swapped for each of its alternatives at a lower weight, OR, for "what is X", the
 * glossary entry of X, OR the shorter forms of the word being typed (Porter stems are not always
 * a prefix of a half-typed word: "provisio" must still reach "provis"), its stem left out of them as
 * the words themselves search it already (twice, it would outweigh the other words).
 *
 * `typedWordKnown` says, once the shards are loaded, that the word being typed (`shortenedTerm`), which
 * stemming leaves whole, is a word of the index: its shorter forms are then left out, since they would
 * only add other words at full weight ("workflow" would also search "work", "create a workflow" find
 * work items). A word that stemming shortens keeps them: Porter takes "pagesize" for the plural "pages",
 * and its shorter form "page" is what tells the parameter's pages from the others.
 */
export function prepareQuery(text: string, { typedWordKnown = false } = {}): PreparedQuery {
  const bounded = text.slice(0, maxQueryLength);
  const typing = !/\s$/.test(bounded);
  const { words: subject, defined } = questionSubject(bounded);
  const normalize = (input: string): string =>
    tokenize(input)
      .slice(0, maxQueryTokens)
      .map((token) => token.toLowerCase())
      .join(' ');
  const words = normalize(subject) || normalize(bounded);
  const queryTerms = termsOf(words);
  const queries: Query[] = [];
  const terms = new Set<string>(queryTerms);
  if (words) queries.push(words, { queries: [words], combineWith: 'AND' });

  const variants = queryTerms.length > 0 ? synonymVariants(queryTerms) : [];
  for (const variant of variants) {
    variant.forEach((term) => terms.add(term));
    queries.push({ queries: [variant.join(' ')], combineWith: 'OR', boost: synonymBoosts, prefix: false, ...asTerms });
  }

  if (defined && queryTerms.length > 0) {
    terms.add(glossaryTerm);
    for (const variant of [queryTerms, ...variants]) {
      queries.push({
        combineWith: 'AND',
        queries: [
          { queries: [variant.join(' ')], combineWith: 'AND', fields: ['heading', 'summary'], ...asTerms },
          { queries: [glossaryTerm], fields: ['title'], ...asTerms },
        ],
        boost: definitionBoosts,
        prefix: false,
      });
    }
  }

  const namesApi = bounded.split(/\s+/).some((word) => apiName.test(word));
  if ((queryTerms.length > 1 && queryTerms.includes(apiReference[0])) || namesApi) {
    apiReference.forEach((term) => terms.add(term));
    queries.push({
      queries: [apiReference.join(' ')],
      combineWith: 'AND',
      fields: ['summary'],
      boost: apiIntentBoosts,
      prefix: false,
      ...asTerms,
    });
  }

  const last = words.split(' ').at(-1) ?? '';
  const lastStem = processTerm(last);
  const shorter: string[] = [];
  const stemmedWhole = lastStem === last;
  if (typing && lastStem && /^[a-z]+$/.test(last) && !(typedWordKnown && stemmedWhole)) {
    for (let length = last.length - 1; length >= Math.max(4, last.length - 4); length -= 1) {
      if (last.slice(0, length) !== lastStem) shorter.push(last.slice(0, length));
    }
  }
  if (shorter.length > 0) {
    queries.push({ queries: shorter, combineWith: 'OR', prefix: false, fuzzy: false, ...asTerms });
    shorter.forEach((term) => terms.add(term));
  }

  const typedTerm = processTerm(tokenize(words).at(-1) ?? '');
  const prefixTerms = typing && typedTerm && typedTerm.length >= 2 ? [typedTerm] : [];
  const compounds = bounded
    .split(/\s+/)
    .filter((word) => tokenize(word).length > 2)
    .map((word) => processTerm(tokenize(word).at(-1) ?? ''))
    .filter((term): term is string => Boolean(term));
  const typedWords = new Map<string, string>();
  for (const token of tokenize(words)) {
    const term = processTerm(token);
    if (typedWords.size >= maxTypoWords) break;
    if (term && /^[a-z]+$/.test(token.toLowerCase()) && token.length >= oneTypoFromLength && !typedWords.has(term)) {
      typedWords.set(term, token.toLowerCase());
    }
  }
  const typoCandidates = [...typedWords.keys()];
  return {
    query: { combineWith: 'OR', queries },
    terms: [...terms],
    typing,
    prefixTerms,
    compounds,
    typoCandidates,
    typedWords,
    shortenedTerm: shorter.length > 0 && stemmedWhole ? last : undefined,
    leadTerms: queryTerms.length > 1 ? [...new Set([queryTerms, ...variants].map((variant) => variant[0]))] : [],
  };
}

/**
 * The words one edit from a misspelt one: a letter left out, two neighbours swapped, a letter
 * changed or one added ("delgate" → "delegate", "reveiw" → "review"), the first letter kept as typed.
 * Compared as words, not stems: Porter stems a misspelling apart from its word ("delgat", "deleg").
 */
export function oneEditFrom(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const edits: string[] = [];
  for (let at = 1; at <= word.length; at += 1) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (tail) edits.push(head + tail.slice(1));
    if (tail.length > 1) edits.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      if (tail && letter !== tail[0]) edits.push(head + letter + tail.slice(1));
      edits.push(head + letter + tail);
    }
  }
  return edits;
}

/**
 * The query with each misspelt word replaced by its correction, as if the reader had typed it
 * right, so that the corrected word gets its synonyms and its full weight.
 */
export function correctedQuery(text: string, corrections: ReadonlyMap<string, string>): string {
  let corrected = text;
  for (const [typed, word] of corrections) {
    corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'giu'), word);
  }
  return corrected;
}

/** Page records a little above their sections, sections above deeper headings; reference pages below. */
export function priorityBoost(itemPriority: unknown): number {
  return typeof itemPriority === 'number' ? Math.max(0.1, 1 + itemPriority / 20) : 1;
}

/** What each further page that matches a query as the two before it did is worth, page after page (`diversify`). */
export const repeatedMatchDecay = 0.7;

/** The page a record belongs to: a record's id is its page's number, then `:` and the record's own. */
export const pageOf = (result: SearchResult): string => String(result.id).split(':')[0];

/**
 * Results in page order, one template's pages spread out. Pages written from one template (the
 * connector pages' Troubleshooting and Logging sections, the out-of-the-box workflows) match a
 * query with the same words, in their titles and headings alike, and score alike, so that eight of
 * them would fill the results with one answer eight times. A page whose best record matches as two pages above it
 * did (the same words, the same of them in its title and headings, at the same priority) is worth
 * `repeatedMatchDecay` times less for each such page above it after the first, which lets a page
 * that answers differently into the first five. Typesense has no such step: its results stay in
 * text-match order.
 */
export function diversify<T extends SearchResult>(results: readonly T[]): T[] {
  const pageScores = new Map<string, number>();
  const seen = new Map<string, number>();
  const pages = results.map(pageOf);
  results.forEach((result, order) => {
    const page = pages[order];
    if (pageScores.has(page)) return;
    // The terms in code-unit order: one signature per set of terms, as with localeCompare, at a fraction of its cost.
    const signature = JSON.stringify([
      result.item_priority,
      Object.entries(result.match)
        .map(([term, fields]) => [term, fields.filter((field) => field === 'title' || field === 'heading').sort()])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ]);
    const above = seen.get(signature) ?? 0;
    seen.set(signature, above + 1);
    pageScores.set(page, result.score * (above >= 2 ? repeatedMatchDecay ** (above - 1) : 1));
  });
  return results
    .map((result, order) => ({ result, order, score: pageScores.get(pages[order]) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ result }) => result);
}

/** How much of a page's second-best record's score its records gain (`creditSecondRecord`). */
export const secondRecordCredit = 0.12;

/**
 * A page ranks by its best record, plus `secondRecordCredit` times its second best: a page where two
 * parts answer the query (its title and description, and the section on the job) is a better answer
 * than one whose single section happens to use the query's words. Each record keeps its place within
 * its page. Typesense has no such step: its groups rank by their best hit.
 */
export function creditSecondRecord<T extends SearchResult>(results: readonly T[]): T[] {
  const best = new Map<string, number[]>();
  const pages = results.map(pageOf);
  results.forEach((result, order) => {
    const scores = best.get(pages[order]) ?? [];
    if (scores.length < 2) best.set(pages[order], [...scores, result.score]);
  });
  return results
    .map((result, order) => ({
      ...result,
      score: result.score + secondRecordCredit * (best.get(pages[order])?.[1] ?? 0),
    }))
    .sort((a, b) => b.score - a.score);
}

/** The first word of a task page's title, as an index term: its verb ("request" for "Request access"). */
export function taskVerbOf(title: string): string {
  return termsOf(title)[0] ?? '';
}

/** How much more a task page is worth when the query opens with the verb its title opens with. */
export const taskVerbBoost = 1.2;

/**
 * A query that opens with the verb of a task page's title ("approve an access request", "delete a
 * user" for Remove a user) asks for that task: the task page's records are worth `taskVerbBoost`
 * more than the overviews, API operations and other tasks that use the same words. `taskVerbs` is
 * the index base's, by page. Typesense has no such step.
 */
export function favourTasks<T extends SearchResult>(
  results: readonly T[],
  leadTerms: readonly string[],
  taskVerbs: readonly string[],
): T[] {
  if (leadTerms.length === 0) return [...results];
  return results
    .map((result) => {
      const verb = taskVerbs[Number(pageOf(result))];
      return verb && leadTerms.includes(verb) ? { ...result, score: result.score * taskVerbBoost } : result;
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * How many edits a misspelt term may be from a word of the index. Every typo candidate was typed
 * with `oneTypoFromLength` letters or more, even where its stem is shorter ("rolle", "roll").
 */
export function typoEdits(term: string): number {
  return term.length >= twoTyposFromLength ? 2 : 1;
}

/** Levenshtein distance, for the handful of shard keys a typo is compared with (MiniSearch does the terms). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The shards that may hold a word within `typoEdits` of a misspelt term: those whose key is that
 * close to the term's start (the first letter is taken as typed), nearest first, at most
 * `maxTypoShardsPerWord` of them.
 */
export function typoShardKeys(term: string, base: Pick<IndexBase, 'shardKeys'>): string[] {
  const edits = typoEdits(term);
  const distances = base.shardKeys
    .filter((key) => key.startsWith(term.charAt(0)))
    .map((key) => {
      let best = Infinity;
      for (let length = key.length - edits; length <= key.length + edits; length += 1) {
        if (length < 1 || length > term.length) continue;
        best = Math.min(best, editDistance(key, term.slice(0, length)));
      }
      return { key, distance: best };
    })
    .filter(({ distance }) => distance <= edits)
    .sort((a, b) => a.distance - b.distance || b.key.length - a.key.length);
  return distances.slice(0, maxTypoShardsPerWord).map(({ key }) => key);
}

/**
 * Options for every search: prefix while typing, typos forgiven on the words the index does not
 * know (`typos`), priorities, and an identifier typed whole (a schema or field name) worth more
 * than its words apart.
 */
export function searchOptions(
  { typing, compounds }: Pick<PreparedQuery, 'typing' | 'compounds'>,
  typos: readonly string[] = [],
): SearchOptions {
  const compoundSet = new Set(compounds);
  const typoSet = new Set(typos);
  return {
    boostTerm: (term) => (compoundSet.has(term) ? 3 : 1),
    weights: { fuzzy: 0.3, prefix: 0.375 },
    boost: { ...fieldBoosts },
    prefix: (term, index, terms) => typing && index === terms.length - 1 && term.length >= 2,
    fuzzy: (term) => (typoSet.has(term) ? typoEdits(term) : false),
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
  /** Per page, in page order: the verb of a task page's title (`taskVerbOf`), '' for other pages. */
  readonly taskVerbs: readonly string[];
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
