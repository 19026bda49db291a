/**
 * Local plugin: after the build, reads every built page, writes the DocSearch records (for the
 * Typesense indexer) and, unless turned off, each docs version's embedded index into the build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, Props } from '@docusaurus/types';
import { indexPaths } from '../../../client/search/engine';
import type { DocSearchRecord, SearchSiteConfig } from '../../../client/search/types';
import { BuiltSite } from '../../../../lib/page-weight';
import { buildEmbeddedIndex } from './embedded-index';
import { writeFirstScreenScripts } from './first-screen';
import { overrideEnabled } from '../../../../lib/overrides/manifest';
import { searchPageHints, withHints } from './preload-hints';
import { extractRecords } from './records';

export interface SearchIndexOptions {
  /** The backends of the build; `embedded` writes the embedded index (the default backend, and the fallback when Typesense is down). */
  readonly search: SearchSiteConfig;
  /** Where the docs plugin keeps the reader's chosen version (the theme's `docs.versionPersistence`). */
  readonly versionPersistence: 'localStorage' | 'sessionStorage';
}

/** How long the search page's own scripts wait for its first results at most. */
const firstScreenHoldLimitMs = 2500;

interface DocsVersions {
  readonly id: string;
  readonly versions: readonly { readonly name: string; readonly isLast: boolean }[];
}

function docsPlugins(plugins: Props['plugins']): DocsVersions[] {
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .map((plugin) => ({
      id: plugin.options.id,
      versions: (plugin.globalData as Pick<DocsVersions, 'versions'>).versions,
    }));
}

/**
 * The search tags the search page adds to its docs version's own, as Docusaurus gives them
 * (useContextualSearchFilters): `default`, for pages outside the docs, and each other docs plugin's
 * version. The first screen cannot choose among another plugin's versions, so it has to have one.
 */
function otherSearchTags(plugins: readonly DocsVersions[]): string[] {
  return [
    'default',
    ...plugins
      .filter((plugin) => plugin.id !== 'default')
      .map((plugin) => {
        if (plugin.versions.length !== 1) {
          throw new Error(
            `[search-index] docs plugin "${plugin.id}" has ${plugin.versions.length} versions; the search page's first screen (src/plugins/search-index/node/first-screen.ts) searches one version of each docs plugin but the main docs.`,
          );
        }
        return `docs-${plugin.id}-${plugin.versions[0].name}`;
      }),
  ];
}

/** The search page, whose head gets the hints of ./preload-hints. */
const searchPagePath = 'search';
/**
 * Pages that are not documentation, by path below the base URL: the search page itself, the
 * not-found page, tag lists. Guide pages named search (Search roles, Search users) are documentation.
 */
const notIndexed = /^(search|404\.html)$|(^|\/)tags(\/.*)?$/;

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
    .filter((route) => route.startsWith(baseUrl) && !notIndexed.test(route.slice(baseUrl.length)))
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
  return ({ generatedFilesDir, siteStorage, i18n }) => ({
    name: 'tessera-search-index',
    async postBuild({ outDir, routesPaths, siteConfig, plugins }) {
      const records = await collectRecords(outDir, siteConfig.baseUrl, routesPaths);
      const files = new Map([[indexPaths.records, JSON.stringify(records)]]);
      const versions = options.search.embedded ? [...recordsByVersion(records)] : [];
      for (const [version, versionRecords] of versions) {
        for (const [file, content] of buildEmbeddedIndex(version, versionRecords)) files.set(file, content);
      }
      await writeFiles(outDir, files);
      const pageCount = new Set(records.map((record) => record.url_without_anchor)).size;
      console.log(
        `[search-index] ${records.length} records from ${pageCount} pages${options.search.embedded ? ', embedded index written' : ''}.`,
      );

      // The search page's first screen is an override (lib/overrides/manifest.ts): off, React draws the results.
      if (!overrideEnabled('search-first-screen')) return;
      const route = `${siteConfig.baseUrl}${searchPagePath}`;
      const searchPage = htmlFileFor(outDir, siteConfig.baseUrl, route);
      if (!searchPage) throw new Error(`[search-index] the build has no search page at ${route}`);
      const html = await readFile(searchPage, 'utf8');
      const docs = docsPlugins(plugins);
      const mainDocs = docs.find((plugin) => plugin.id === 'default');
      const latest = mainDocs?.versions.find((version) => version.isLast);
      if (!mainDocs || !latest)
        throw new Error('[search-index] the site has no main docs plugin (id "default") with a latest version');
      const built = new BuiltSite(outDir, generatedFilesDir);
      const scripts = built
        .initialScripts(route)
        .files.filter((file) => !html.includes(`${siteConfig.baseUrl}${file}`));
      const { boot } = await writeFirstScreenScripts(outDir, {
        baseUrl: siteConfig.baseUrl,
        search: options.search,
        locale: i18n.currentLocale,
        indexBases: Object.fromEntries(
          versions.map(([version]) => [version, `${siteConfig.baseUrl}${indexPaths.base(version)}`]),
        ),
        versions: mainDocs.versions.map((version) => version.name),
        latestVersion: latest.name,
        preferredVersion: {
          storage: options.versionPersistence,
          key: `docs-preferred-version-default${siteStorage.namespace}`,
        },
        otherTags: otherSearchTags(docs),
        holdLimitMs: firstScreenHoldLimitMs,
      });
      const hints = searchPageHints({ baseUrl: siteConfig.baseUrl, boot, scripts });
      await writeFile(searchPage, withHints(html, hints, searchPage));
    },
  });
}
