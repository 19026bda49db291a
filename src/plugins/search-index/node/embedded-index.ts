/**
 * Turns one version's DocSearch records into the embedded index: a MiniSearch index split so the
 * browser fetches only what a query needs. The base holds document statistics (so scores are
 * the same as over the whole index); term shards hold postings by first letter, split by one more
 * letter while they are too big; page files hold what the result list shows.
 */
import { isDeepStrictEqual } from 'node:util';
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  engineStatistics,
  indexOptions,
  indexPaths,
  shardKeyFor,
  taskVerbOf,
  type IndexBase,
  type IndexDocument,
  type PageFile,
  type ShardFile,
} from '../../../client/search/engine';
import type { DocSearchRecord } from '../../../client/search/types';
import { isTaskPage } from './records';

/**
 * A shard above this many bytes of JSON (about 4 KB compressed) is split by one more letter: a query
 * fetches a few small shards rather than whole letters.
 */
const maxShardBytes = 16 * 1024;

function headingsOf(record: DocSearchRecord): string[] {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter((heading): heading is string => Boolean(heading));
}

/**
 * The section path as an index field, without the guide it opens with (records.ts `sectionPath`)
 * when more follows: "User Guide" is in the path of half the pages, so that "user" in "delete a
 * user" matched a page on deleting reports as well as one on users. The guide's own pages keep it.
 */
function indexedPath(lvl0: string | null): string {
  const [, ...below] = (lvl0 ?? '').split(' › ');
  return below.length > 0 ? below.join(' › ') : (lvl0 ?? '');
}

function groupByPage(records: readonly DocSearchRecord[]): DocSearchRecord[][] {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const page = pages.get(record.url_without_anchor) ?? [];
    page.push(record);
    pages.set(record.url_without_anchor, page);
  }
  return [...pages.values()];
}

function bucket(index: ShardFile, keyOf: (term: string) => string): Map<string, ShardFile> {
  const buckets = new Map<string, ShardFile>();
  for (const entry of index) {
    const key = keyOf(entry[0]);
    const entries = buckets.get(key) ?? [];
    entries.push(entry);
    buckets.set(key, entries);
  }
  return buckets;
}

function splitShards(index: ShardFile): { splitKeys: Set<string>; shards: Map<string, ShardFile> } {
  const splitKeys = new Set<string>();
  for (;;) {
    const shards = bucket(index, (term) => shardKeyFor(term, splitKeys));
    // A shard whose terms are all its key itself cannot be split further.
    const oversized = [...shards].filter(
      ([key, entries]) =>
        JSON.stringify(entries).length > maxShardBytes && entries.some(([term]) => term.length > key.length),
    );
    if (oversized.length === 0) return { splitKeys, shards };
    for (const [key] of oversized) splitKeys.add(key);
  }
}

/** The base's compact statistics, checked to expand into exactly what MiniSearch wrote. */
function compactStatistics(
  statistics: ReturnType<typeof engineStatistics>,
  recordCounts: readonly number[],
): Pick<IndexBase, 'recordCounts' | 'documents' | 'averageFieldLength'> {
  // A document missing here makes the check below fail, as MiniSearch's form would then differ.
  const documents = Array.from({ length: statistics.nextId }, (_, id) => [
    ...((statistics.fieldLength[id] as number[] | undefined) ?? []),
    (statistics.storedFields[id] as { item_priority?: number } | undefined)?.item_priority ?? 0,
  ]);
  const compact = { recordCounts, documents, averageFieldLength: statistics.averageFieldLength };
  if (!isDeepStrictEqual(engineStatistics(compact), statistics)) {
    throw new Error(
      'search index: MiniSearch serialized its statistics in a form src/client/search/engine.ts engineStatistics does not rebuild; update both together',
    );
  }
  return compact;
}

/** The files of one version's index, by path relative to the build directory. */
export function buildEmbeddedIndex(version: string, records: readonly DocSearchRecord[]): Map<string, string> {
  const pages = groupByPage(records);
  const documents: IndexDocument[] = pages.flatMap((page, pageNo) =>
    page.map((record, recordNo) => ({
      id: `${pageNo}:${recordNo}`,
      title: record.hierarchy.lvl1 ?? '',
      heading: headingsOf(record).at(-1) ?? '',
      path: indexedPath(record.hierarchy.lvl0),
      summary: record.keywords.join(' '),
      content: record.content ?? '',
      item_priority: record.item_priority,
    })),
  );
  const engine = new MiniSearch<IndexDocument>(indexOptions);
  engine.addAll(documents);
  const { index, ...statistics } = engine.toJSON();
  const { splitKeys, shards } = splitShards(index);

  const files = new Map<string, string>();
  const pageFiles = pages.map((page): PageFile => {
    const first = page[0];
    return {
      url: first.url_without_anchor,
      path: first.hierarchy.lvl0 ?? '',
      title: first.hierarchy.lvl1 ?? '',
      records: page.map((record) => ({
        anchor: record.anchor,
        type: record.type,
        headings: headingsOf(record),
        content: record.content ?? '',
      })),
    };
  });
  const body = JSON.stringify({ statistics, pageFiles });
  const buildId = createHash('sha1').update(body).update(JSON.stringify(index)).digest('hex').slice(0, 12);
  const base: IndexBase = {
    buildId,
    splitKeys: [...splitKeys].sort(),
    shardKeys: [...shards.keys()].sort(),
    pageCount: pages.length,
    taskVerbs: pages.map((page) => (isTaskPage(page) ? taskVerbOf(page[0].hierarchy.lvl1 ?? '') : '')),
    ...compactStatistics(
      statistics,
      pages.map((page) => page.length),
    ),
  };
  files.set(indexPaths.base(version), JSON.stringify(base));
  for (const [key, entries] of shards) files.set(indexPaths.shard(version, key), JSON.stringify(entries));
  pageFiles.forEach((pageFile, pageNo) => files.set(indexPaths.page(version, pageNo), JSON.stringify(pageFile)));
  return files;
}
