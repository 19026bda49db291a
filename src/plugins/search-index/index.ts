/**
 * Local plugin: after the build, reads every built page, writes the DocSearch records (for the
 * Typesense indexer) and, unless turned off, each docs version's embedded index into the build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { indexPaths } from '../../lib/search/engine';
import type { DocSearchRecord } from '../../lib/search/types';
import { buildEmbeddedIndex } from './embedded-index';
import { extractRecords } from './records';

export interface SearchIndexOptions {
  /** Write the embedded index (the default backend, and the fallback when Typesense is down). */
  readonly embedded: boolean;
}

/** Pages that are not documentation: the search page itself, the not-found page, tag lists. */
const notIndexed = /(^|\/)(search|404\.html|tags(\/.*)?)$/;

function htmlFileFor(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`, relative];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => file.endsWith('.html') && existsSync(file));
}

export async function collectRecords(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
): Promise<DocSearchRecord[]> {
  const routes = [...new Set(routesPaths)]
    .filter((route) => route.startsWith(baseUrl) && !notIndexed.test(route))
    .sort();
  const pages = await Promise.all(
    routes.map(async (route) => {
      const file = htmlFileFor(outDir, baseUrl, route);
      if (!file) return [];
      const pathname = route.replace(/\/$/, '') || '/';
      return extractRecords(await readFile(file, 'utf8'), { pathname: route === baseUrl ? baseUrl : pathname });
    }),
  );
  return pages.flat();
}

const mainDocsPrefix = 'docs-default-';

/** Records of one docs version: that version of the main docs, plus pages every version shares. */
export function recordsByVersion(records: readonly DocSearchRecord[]): Map<string, DocSearchRecord[]> {
  const versions = new Set(
    records.filter((record) => record.docusaurus_tag.startsWith(mainDocsPrefix)).flatMap((record) => record.version),
  );
  if (versions.size === 0) versions.add('current');
  return new Map(
    [...versions].map((version) => [
      version,
      records.filter((record) => !record.docusaurus_tag.startsWith(mainDocsPrefix) || record.version.includes(version)),
    ]),
  );
}

async function writeFiles(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const directories = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
  await Promise.all([...directories].map((directory) => mkdir(directory, { recursive: true })));
  await Promise.all([...files].map(([file, content]) => writeFile(path.join(outDir, file), content)));
}

export default function searchIndexPlugin(options: SearchIndexOptions): (context: LoadContext) => Plugin {
  return () => ({
    name: 'tessera-search-index',
    async postBuild({ outDir, routesPaths, siteConfig }) {
      const records = await collectRecords(outDir, siteConfig.baseUrl, routesPaths);
      const files = new Map([[indexPaths.records, JSON.stringify(records)]]);
      if (options.embedded) {
        for (const [version, versionRecords] of recordsByVersion(records)) {
          for (const [file, content] of buildEmbeddedIndex(version, versionRecords)) files.set(file, content);
        }
      }
      await writeFiles(outDir, files);
      const pageCount = new Set(records.map((record) => record.url_without_anchor)).size;
      console.log(
        `[search-index] ${records.length} records from ${pageCount} pages${options.embedded ? ', embedded index written' : ''}.`,
      );
    },
  });
}
