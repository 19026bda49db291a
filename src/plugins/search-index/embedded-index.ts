/**
 * Turns one version's DocSearch records into the embedded index: a MiniSearch index split so the
 * browser fetches only what a query needs. The base holds document statistics (so scores are
 * the same as over the whole index); term shards hold postings by first letter (two letters for
 * the big ones); page files hold what the result list shows.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  indexOptions,
  indexPaths,
  shardKeyFor,
  type IndexBase,
  type IndexDocument,
  type PageFile,
  type ShardFile,
} from '../../lib/search/engine';
import type { DocSearchRecord } from '../../lib/search/types';

/** A first-letter shard above this many bytes of JSON is split by its first two letters. */
const maxShardBytes = 48 * 1024;

function headingsOf(record: DocSearchRecord): string[] {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter((heading): heading is string => Boolean(heading));
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
  const byFirst = bucket(index, (term) => term.slice(0, 1));
  const splitKeys = new Set(
    [...byFirst].filter(([, entries]) => JSON.stringify(entries).length > maxShardBytes).map(([key]) => key),
  );
  return { splitKeys, shards: bucket(index, (term) => shardKeyFor(term, splitKeys)) };
}

/** The files of one version's index, by path relative to the build directory. */
export function buildEmbeddedIndex(version: string, records: readonly DocSearchRecord[]): Map<string, string> {
  const pages = groupByPage(records);
  const documents: IndexDocument[] = pages.flatMap((page, pageNo) =>
    page.map((record, recordNo) => ({
      id: `${pageNo}:${recordNo}`,
      title: record.hierarchy.lvl1 ?? '',
      heading: headingsOf(record).at(-1) ?? '',
      path: record.hierarchy.lvl0 ?? '',
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
    engine: statistics,
  };
  files.set(indexPaths.base(version), JSON.stringify(base));
  for (const [key, entries] of shards) files.set(indexPaths.shard(version, key), JSON.stringify(entries));
  pageFiles.forEach((pageFile, pageNo) => files.set(indexPaths.page(version, pageNo), JSON.stringify(pageFile)));
  return files;
}
