/**
 * Where the record builder writes a version's index inside the build, and the browser reads it.
 * Apart from engine.ts, which brings the stemmer, so that the search page's preload hints can
 * name the files without it.
 */
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
