/**
 * Loads the sections of the split route table (route-sections.ts) that a pathname needs and adds them
 * to the route table, the chunk registry, the route chunk names, the global data and their version's
 * sidebars and docs, before Docusaurus matches or renders the path: core awaits `preload(pathname)`
 * before the first render and before every client-side navigation (preload.ts), and prefetching a link
 * loads its section first (route-prefetch.ts). Each section loads once; a failed load is retried.
 */
import type { RouteConfig } from 'react-router-config';
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import sections from '@generated/tessera-route-sections/sections.js';
import { versionDataOf } from './docs-version-data';
import { sectionMatches } from '../../../client/route-table';

interface VersionDocs {
  readonly pluginId: string;
  readonly version: string;
  readonly docs: readonly { readonly id: string }[];
}

/** A section module, as route-sections-codegen.ts writes it. */
export interface SectionModule {
  readonly parentIndexes: readonly number[];
  readonly registry: Readonly<Record<string, unknown>>;
  readonly chunkNames: Readonly<Record<string, unknown>>;
  readonly routes: readonly RouteConfig[];
  readonly versionData: {
    readonly pluginId: string;
    readonly version: string;
    readonly docsSidebars: Readonly<Record<string, unknown>>;
    readonly docs: Readonly<Record<string, unknown>>;
  } | null;
  readonly globalDocs: readonly VersionDocs[];
}

type DocsGlobalData = Record<string, { versions: { name: string; docs: { id: string }[] }[] } | undefined>;

const loading = new Map<(typeof sections)[number], Promise<void>>();
let loadedCount = 0;

function parentOf(indexes: readonly number[]): RouteConfig {
  let parent: RouteConfig | undefined;
  let level: readonly RouteConfig[] | undefined = routes;
  for (const index of indexes) {
    parent = level?.[index];
    level = parent?.routes;
  }
  if (!parent?.routes) throw new Error(`route section: no parent route at [${indexes.join(', ')}]`);
  return parent;
}

function addSection(section: SectionModule): void {
  Object.assign(registry, section.registry);
  Object.assign(routesChunkNames, section.chunkNames);
  parentOf(section.parentIndexes).routes?.push(...section.routes);
  if (section.versionData) {
    const { pluginId, version, docsSidebars, docs } = section.versionData;
    const data = versionDataOf(pluginId, version);
    Object.assign(data.docsSidebars, docsSidebars);
    Object.assign(data.docs, docs);
  }
  const docsPlugins = (globalData as Record<string, unknown>)['docusaurus-plugin-content-docs'] as
    DocsGlobalData | undefined;
  for (const { pluginId, version, docs } of section.globalDocs) {
    const target = docsPlugins?.[pluginId]?.versions.find((candidate) => candidate.name === version)?.docs;
    if (!target) continue;
    const known = new Set(target.map((doc) => doc.id));
    target.push(...docs.filter((doc) => !known.has(doc.id)));
  }
  loadedCount += 1;
}

function load(section: (typeof sections)[number]): Promise<void> {
  let promise = loading.get(section);
  if (!promise) {
    promise = section.load().then(addSection);
    promise.catch(() => loading.delete(section));
    loading.set(section, promise);
  }
  return promise;
}

const sectionsOf = (pathname: string): typeof sections =>
  sections.filter((section) => sectionMatches(section, pathname));

/** Loads every section whose routes a pathname may match; resolves once they are in the route table. */
export async function loadSectionsOf(pathname: string): Promise<void> {
  await Promise.all(sectionsOf(pathname).map(load));
}

/** The chunk names of the sections a pathname needs that are not loaded yet. */
export const unloadedSectionChunksOf = (pathname: string): string[] =>
  sectionsOf(pathname)
    .filter((section) => !loading.has(section))
    .map((section) => section.chunkName);

/** How many sections have been added so far: what was computed from the tables before may be stale. */
export const sectionsLoaded = (): number => loadedCount;
