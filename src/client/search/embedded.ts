/**
 * The embedded backend: fetches a version's index base on first intent, then only the term shards
 * a query touches and the page files of the results it shows, and queries them with MiniSearch.
 * The browser fetches the files; the MCP server (lib/mcp) reads the same files from the build
 * through `embeddedBackendReading`, so that assistants get the ranking readers get.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  correctedQuery,
  creditSecondRecord,
  diversify,
  engineStatistics,
  favourTasks,
  pageOf,
  indexOptions,
  oneEditFrom,
  indexPaths,
  prepareQuery,
  processTerm,
  searchOptions,
  shardKeyFor,
  shardKeysFor,
  tokenize,
  typoShardKeys,
  type PreparedQuery,
  type EngineStatistics,
  type IndexBase,
  type IndexDocument,
  type PageFile,
  type ShardFile,
} from './engine';
import { queryWorkLimits } from './limits';
import { afterNextPaint } from '../speculative-loads';
import { highlight, snippet } from './highlight';
import type { HitGroup, SearchBackend, SearchContext, SearchHit } from './types';

const { rareWord } = queryWorkLimits;

/**
 * Resolves in a task of its own, ahead of other queued tasks where the browser can (scheduler.yield):
 * the steps of a search (the engine built from the shards, the query, the ranking) each took tens of
 * milliseconds of a phone's main thread, and as one task they kept the reader's input waiting.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Page files asked for in one task. */
const requestsPerTask = 4;

/** Reads one file of the index, by its path in the build (`indexPaths`) and the index's build id. */
export type IndexFileReader = (file: string, buildId?: string) => Promise<unknown>;

function fetchFrom(siteBaseUrl: string): IndexFileReader {
  return async (file, buildId) => {
    // The build id in the address: a new build's files are never answered from the HTTP cache.
    const url = `${siteBaseUrl}${file}${buildId ? `?v=${buildId}` : ''}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  };
}

/**
 * The answers of `read`, each key asked for once: a key asked again shares the first request. A
 * failed read fails the query, and the backend then drops the version's whole index
 * (`embeddedBackendReading`), so the next query reads the file again.
 */
class ReadOnce<K, T> {
  private readonly answers = new Map<K, Promise<T>>();

  constructor(private readonly read: (key: K, base: IndexBase) => Promise<T>) {}

  get(key: K, base: IndexBase): Promise<T> {
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.read(key, base);
      this.answers.set(key, answer);
    }
    return answer;
  }

  keys(): K[] {
    return [...this.answers.keys()];
  }
}

class VersionIndex {
  private readonly basePromise: Promise<IndexBase>;
  private readonly shards = new ReadOnce(
    (key: string, base: IndexBase) =>
      this.read(indexPaths.shard(this.version, key), base.buildId) as Promise<ShardFile>,
  );
  private readonly pages = new ReadOnce(
    (page: number, base: IndexBase) =>
      this.read(indexPaths.page(this.version, page), base.buildId) as Promise<PageFile>,
  );
  private readonly termCounts = new Map<string, Map<string, number>>();
  private engine: { shardKeys: string; instance: MiniSearch<IndexDocument> } | undefined;
  /** The base's statistics in MiniSearch's form, expanded once; only reads them. */
  private statistics: EngineStatistics | undefined;

  constructor(
    private readonly read: IndexFileReader,
    private readonly version: string,
  ) {
    this.basePromise = read(indexPaths.base(version)) as Promise<IndexBase>;
    this.basePromise.catch(() => undefined);
  }

  /** The index terms of a shard, each with the number of records that hold it, to tell a misspelt word from a known one. */
  private async shardTerms(base: IndexBase, key: string): Promise<Map<string, number>> {
    let terms = this.termCounts.get(key);
    if (!terms) {
      terms = new Map(
        (await this.shards.get(key, base)).map(([term, fields]) => [
          term,
          new Set(Object.values(fields).flatMap((records) => Object.keys(records))).size,
        ]),
      );
      this.termCounts.set(key, terms);
    }
    return terms;
  }

  /**
   * For each misspelt word, the word one edit from it that the most records hold (the likeliest
   * correction), looked for in the shards near the word (`typoShardKeys`) only.
   */
  private async corrections(
    base: IndexBase,
    prepared: PreparedQuery,
    typos: readonly string[],
  ): Promise<Map<string, string>> {
    const splitKeys = new Set(base.splitKeys);
    const corrections = new Map<string, string>();
    for (const typo of typos) {
      const typed = prepared.typedWords.get(typo);
      if (!typed) continue;
      const near = new Map(
        await Promise.all(
          typoShardKeys(typo, base).map(async (key) => [key, await this.shardTerms(base, key)] as const),
        ),
      );
      let best: { word: string; records: number } | undefined;
      for (const word of oneEditFrom(typed)) {
        const term = processTerm(word);
        const records = term ? (near.get(shardKeyFor(term, splitKeys))?.get(term) ?? 0) : 0;
        if (records > (best?.records ?? 0)) best = { word, records };
      }
      if (best) corrections.set(typed, best.word);
    }
    return corrections;
  }

  /**
   * The query's typo candidates that no word of the index is (nor begins with, for the word being
   * typed): those alone are matched with typos, so a word spelt right matches only itself.
   */
  private async unknownTerms(base: IndexBase, prepared: PreparedQuery): Promise<string[]> {
    const splitKeys = new Set(base.splitKeys);
    const available = new Set(base.shardKeys);
    const unknown: string[] = [];
    for (const term of prepared.typoCandidates) {
      const key = shardKeyFor(term, splitKeys);
      const isTyped = prepared.prefixTerms.includes(term);
      const keys = isTyped ? base.shardKeys.filter((other) => other.startsWith(key)) : [key];
      const sets = await Promise.all(
        keys.filter((other) => available.has(other)).map((other) => this.shardTerms(base, other)),
      );
      const known = sets.some((terms) =>
        isTyped ? [...terms.keys()].some((known) => known.startsWith(term)) : terms.has(term),
      );
      if (!known) unknown.push(term);
    }
    return unknown;
  }

  /**
   * The query's typo candidates that the index holds, but in few records, while a word one edit from
   * the word as typed is in many times more ("rolle", which Porter stems to the "roll" of "Roll
   * back", for "role"): matched with typos as well as they are, as stemming hides the misspelling.
   * Looked for in the shards the query loaded already, which hold most such neighbours (they share
   * the first letters), so that a rare word spelt right costs no fetch.
   */
  private async rareTerms(base: IndexBase, prepared: PreparedQuery, unknown: readonly string[]): Promise<string[]> {
    const splitKeys = new Set(base.splitKeys);
    const loaded = new Set(this.shards.keys());
    const recordsOf = async (term: string): Promise<number> => {
      const key = shardKeyFor(term, splitKeys);
      return loaded.has(key) ? ((await this.shardTerms(base, key)).get(term) ?? 0) : 0;
    };
    const skipped = new Set([...unknown, ...prepared.prefixTerms, ...prepared.compounds]);
    const rare: string[] = [];
    for (const term of prepared.typoCandidates) {
      const typed = prepared.typedWords.get(term);
      if (!typed || skipped.has(term)) continue;
      const records = await recordsOf(term);
      if (records === 0 || records > rareWord.maxRecords) continue;
      for (const word of oneEditFrom(typed)) {
        const other = processTerm(word);
        if (other && other !== term && (await recordsOf(other)) >= records * rareWord.neighbourFactor) {
          rare.push(term);
          break;
        }
      }
    }
    return rare;
  }

  /**
   * The query for `text`, without the shorter forms of the word being typed when the index holds
   * that word as it is (`prepareQuery`).
   */
  private async prepare(base: IndexBase, text: string, prepared = prepareQuery(text)): Promise<PreparedQuery> {
    const typed = prepared.shortenedTerm;
    if (typed === undefined) return prepared;
    const key = shardKeyFor(typed, new Set(base.splitKeys));
    if (!base.shardKeys.includes(key) || !(await this.shardTerms(base, key)).has(typed)) return prepared;
    return prepareQuery(text, { typedWordKnown: true });
  }

  /** One MiniSearch over the base and every shard loaded so far, rebuilt only when shards arrive. */
  private async engineFor(base: IndexBase, keys: readonly string[]): Promise<MiniSearch<IndexDocument>> {
    await Promise.all(keys.map((key) => this.shards.get(key, base)));
    const loaded = this.shards.keys().sort();
    const signature = loaded.join('\u0000');
    if (this.engine?.shardKeys !== signature) {
      const statistics = (this.statistics ??= engineStatistics(base));
      const entries = await Promise.all(loaded.map((key) => this.shards.get(key, base)));
      const instance = MiniSearch.loadJS<IndexDocument>({ ...statistics, index: entries.flat() }, indexOptions);
      this.engine = { shardKeys: signature, instance };
    }
    return this.engine.instance;
  }

  async search(
    text: string,
    context: SearchContext,
    onFirstGroups?: (groups: HitGroup[]) => void,
  ): Promise<HitGroup[]> {
    const unchecked = prepareQuery(text);
    if (unchecked.terms.length === 0) return [];
    const base = await this.basePromise;
    let prepared = await this.prepare(base, text, unchecked);
    let keys = shardKeysFor(prepared, base);
    let engine = await this.engineFor(base, keys);
    let typos = await this.unknownTerms(base, prepared);
    if (typos.length > 0) {
      const corrections = await this.corrections(base, prepared, typos);
      if (corrections.size > 0) {
        prepared = await this.prepare(base, correctedQuery(text, corrections));
        keys = shardKeysFor(prepared, base);
        await this.engineFor(base, keys);
        typos = await this.unknownTerms(base, prepared);
      }
      engine = await this.engineFor(base, [...keys, ...typos.flatMap((term) => typoShardKeys(term, base))]);
    }
    typos = [...typos, ...(await this.rareTerms(base, prepared, typos))];
    await nextTask();
    const found = engine.search(prepared.query, searchOptions(prepared, typos));
    await nextTask();
    const results = diversify(creditSecondRecord(favourTasks(found, prepared.leadTerms, base.taskVerbs)));
    await nextTask();

    const groups = new Map<number, SearchResult[]>();
    for (const result of results) {
      const page = Number(pageOf(result));
      const hits = groups.get(page);
      if (hits) {
        if (hits.length < context.hitsPerGroup) hits.push(result);
      } else if (groups.size < context.maxGroups) {
        groups.set(page, [result]);
      }
    }
    const ranked = [...groups];
    // The groups' page files are asked for a few at a time, and each group is made into hits (their
    // highlights and snippets) in a task of its own: the search page's 22 groups after the first
    // screen took ~120 ms of a phone's main thread (4× slowed) to ask for, and as much to make, as
    // one task each.
    const load = async (entries: typeof ranked): Promise<HitGroup[]> => {
      const files: Promise<PageFile>[] = [];
      for (const [index, [page]] of entries.entries()) {
        if (index > 0 && index % requestsPerTask === 0) await nextTask();
        const file = this.pages.get(page, base);
        // Awaited in turn below: a later file's failure is not left unhandled while an earlier one is awaited.
        file.catch(() => undefined);
        files.push(file);
      }
      const made: HitGroup[] = [];
      for (const [index, [, hits]] of entries.entries()) {
        if (index > 0) await nextTask();
        made.push(toGroup(await files[index], hits));
      }
      return made;
    };
    const first = context.firstGroups ?? 0;
    if (!onFirstGroups || first <= 0 || ranked.length <= first) return load(ranked);
    // The first screen's page files alone, so that their requests do not queue behind the rest's,
    // and the rest's only once the first screen is painted.
    const firstGroups = await load(ranked.slice(0, first));
    onFirstGroups(firstGroups);
    await afterNextPaint();
    return [...firstGroups, ...(await load(ranked.slice(first)))];
  }
}

function toGroup(page: PageFile, results: readonly SearchResult[]): HitGroup {
  return {
    page: page.url,
    pageTitle: page.title,
    hits: results.map((result): SearchHit => {
      const recordNo = Number(String(result.id).split(':')[1]);
      const record = page.records[recordNo];
      const matched = new Set(result.terms);
      const isMatch = (word: string): boolean =>
        tokenize(word).some((token) => {
          const term = processTerm(token);
          return term !== null && matched.has(term);
        });
      const title = record.headings.at(-1) ?? page.title;
      return {
        id: `${page.url}#${recordNo}`,
        url: record.anchor ? `${page.url}#${record.anchor}` : page.url,
        path: record.headings.length > 0 ? [page.path, page.title, ...record.headings.slice(0, -1)] : [page.path],
        title: highlight(title, isMatch),
        snippet: snippet(record.content, isMatch),
        type: record.type,
      };
    }),
  };
}

/** One index per docs version, fetched once per page life. */
export function embeddedBackend(siteBaseUrl: string): SearchBackend {
  return embeddedBackendReading(fetchFrom(siteBaseUrl));
}

/** The embedded backend over index files read by `read`, each once while it lives. */
export function embeddedBackendReading(read: IndexFileReader): SearchBackend {
  const versions = new Map<string, VersionIndex>();
  const indexFor = (version: string): VersionIndex => {
    let index = versions.get(version);
    if (!index) {
      index = new VersionIndex(read, version);
      versions.set(version, index);
    }
    return index;
  };
  return {
    preload: (context) => void indexFor(context.version),
    search: async (query, context, onFirstGroups) => {
      try {
        return await indexFor(context.version).search(query, context, onFirstGroups);
      } catch (error) {
        versions.delete(context.version);
        throw error;
      }
    },
  };
}
