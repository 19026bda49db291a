/**
 * Splits the route table that Docusaurus (core 3.10) generates into an entry part and one section per
 * sidebar, so that a page's script does not grow with the number of pages and versions (build side).
 *
 * Docusaurus writes `.docusaurus/routes.js` (every route, nested), `registry.js` (chunk name to
 * `import()`), `routesChunkNames.json` (route to chunk names) and `globalData.json` (every doc of every
 * version), and the docs plugin writes each version's metadata (every sidebar and doc of the version);
 * all of them end up in what every page downloads. Here:
 * - the entry keeps every route except the leaves of a route whose children are all leaves (the docs
 *   plugin's DocRoot, one per version and docs plugin), with the registry and chunk names of the routes
 *   it keeps, each version's main doc in the global data, and the list of sections;
 * - a section is the leaves of one such parent that share a sidebar (or, without one, a first path
 *   segment): its routes, their registry entries and chunk names, its sidebar, and its docs in every
 *   version (for the version dropdown), in a chunk of its own that the browser loads on demand
 *   (client/route-sections-client.ts).
 * Pure apart from the file reading in `readGenerated`, so the shapes it expects are tested on their own.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GeneratedShapeError as ShapeError,
  readChunkNames,
  readRoutes,
  routeKey,
  type ChunkNames,
  type Route,
} from '../../../../lib/generated-routes';

export const overrideName = 'core-overrides/route-sections';

export interface RegistryEntry {
  readonly chunkName: string;
  readonly module: string;
}

/** Reads registry.js: one `"name": [() => import(/* webpackChunkName: "name" *\/ "module"), …]` per chunk. */
export function parseRegistry(source: string): Map<string, RegistryEntry> {
  if (!source.trimStart().startsWith('export default {')) {
    throw new ShapeError('registry.js', 'exports an object literal');
  }
  const entry =
    /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "([^"]+)", require\.resolveWeak\("([^"]+)"\)\]/g;
  const registry = new Map<string, RegistryEntry>();
  for (const [, key = '', chunkName = '', module = '', moduleAgain, weakModule] of source.matchAll(entry)) {
    if (module !== moduleAgain || module !== weakModule) {
      throw new ShapeError('registry.js', `entry "${key}" names one module three times`);
    }
    registry.set(key, { chunkName, module });
  }
  const declared = source.split('require.resolveWeak(').length - 1;
  if (registry.size === 0 || registry.size !== declared) {
    throw new ShapeError('registry.js', `read ${registry.size} of ${declared} entries`);
  }
  return registry;
}

export interface DocsVersionMetadata {
  readonly pluginId: string;
  readonly version: string;
  readonly docsSidebars: Readonly<Record<string, unknown>>;
  readonly docs: Readonly<Record<string, { readonly id: string; readonly sidebar?: string }>>;
}

interface GlobalDoc {
  readonly id: string;
  readonly path: string;
}

interface GlobalDocsVersion {
  readonly name: string;
  readonly mainDocId: string;
  readonly docs: readonly GlobalDoc[];
}

export type GlobalData = Readonly<
  Partial<Record<string, Readonly<Partial<Record<string, { readonly versions?: readonly GlobalDocsVersion[] }>>>>>
>;

export const docsPluginName = 'docusaurus-plugin-content-docs';

/** The generated files the split reads. */
export interface Generated {
  readonly routes: readonly Route[];
  readonly registry: ReadonlyMap<string, RegistryEntry>;
  readonly chunkNames: ChunkNames;
  readonly globalData: GlobalData;
  /** A version metadata module (`@generated/…/p/….json`, DocVersionRoot's props) by its registry key. */
  readonly versionMetadata: ReadonlyMap<string, DocsVersionMetadata>;
}

export function readGenerated(generatedDir: string): Generated {
  const read = (file: string): string => readFileSync(path.join(generatedDir, file), 'utf8');
  const registry = parseRegistry(read('registry.js'));
  const versionMetadata = new Map<string, DocsVersionMetadata>();
  for (const [key, { module }] of registry) {
    if (!module.startsWith('@generated/') || !module.endsWith('.json')) continue;
    const data = JSON.parse(read(module.slice('@generated/'.length))) as { version?: Partial<DocsVersionMetadata> };
    const version = data.version;
    if (version && typeof version.docsSidebars === 'object' && typeof version.docs === 'object') {
      versionMetadata.set(key, version as DocsVersionMetadata);
    }
  }
  return {
    routes: readRoutes(generatedDir),
    registry,
    chunkNames: readChunkNames(generatedDir),
    globalData: JSON.parse(read('globalData.json')) as GlobalData,
    versionMetadata,
  };
}

export interface Section {
  /** Chunk name of the section's module, from its parent and key. */
  readonly chunkName: string;
  readonly prefix: string;
  /** Indexes from the top of the route table down to the parent whose leaves these are. */
  readonly parentIndexes: readonly number[];
  readonly routes: readonly Route[];
  /** Registry key of the parent version's metadata, when the parent lies in a docs version. */
  readonly versionMetadataKey?: string;
  /** The sidebar the section's routes share, or the first path segment when they have none. */
  readonly key: string;
}

const segments = (routePath: string): string[] => routePath.split('/').filter((segment) => segment !== '');

function commonPrefix(paths: readonly string[]): string {
  const [first = [], ...rest] = paths.map(segments);
  let length = first.length;
  for (const other of rest) {
    let same = 0;
    while (same < Math.min(length, other.length) && other[same] === first[same]) same += 1;
    length = same;
  }
  return `/${first.slice(0, length).join('/')}`;
}

const isLeaf = (route: Route): boolean => route.routes === undefined;

export interface Split {
  readonly entryRoutes: readonly Route[];
  readonly sections: readonly Section[];
}

/** Splits off the leaves of every route whose children are all leaves, one section per sidebar. */
export function splitRoutes(generated: Pick<Generated, 'routes' | 'chunkNames' | 'versionMetadata'>): Split {
  const sections: Section[] = [];
  const metadataKeyOf = (route: Route): string | undefined => {
    const props = (generated.chunkNames[routeKey(route)] as { __props?: unknown } | undefined)?.__props;
    return typeof props === 'string' && generated.versionMetadata.has(props) ? props : undefined;
  };
  const visit = (route: Route, indexes: readonly number[], metadataKey: string | undefined): Route => {
    const children = route.routes;
    if (children === undefined) return route;
    const versionMetadataKey = metadataKeyOf(route) ?? metadataKey;
    if (children.length === 0 || !children.every(isLeaf)) {
      return {
        ...route,
        routes: children.map((child, index) => visit(child, [...indexes, index], versionMetadataKey)),
      };
    }
    const groups = new Map<string, Route[]>();
    for (const child of children) {
      const key = child.sidebar ?? segments(child.path.slice(route.path.length)).at(0) ?? '';
      groups.set(key, [...(groups.get(key) ?? []), child]);
    }
    for (const [key, routes] of groups) {
      const digest = createHash('sha256')
        .update(`${route.path}\0${routeKey(route)}\0${key}`)
        .digest('hex');
      sections.push({
        chunkName: `route-section-${digest.slice(0, 8)}`,
        prefix: commonPrefix(routes.map((child) => child.path)),
        parentIndexes: indexes,
        routes,
        key,
        ...(versionMetadataKey === undefined ? {} : { versionMetadataKey }),
      });
    }
    return { ...route, routes: [] };
  };
  const entryRoutes = generated.routes.map((route, index) => visit(route, [index], undefined));
  return { entryRoutes, sections };
}
