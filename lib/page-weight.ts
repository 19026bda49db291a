/**
 * Script weight of a built page: the entry scripts plus the chunks of every route on
 * the page's route chain and of the route sections it loads (src/plugins/core-overrides/
 * route-sections.ts), read from Docusaurus's chunk manifest (.docusaurus) and sized from
 * the build, gzip-compressed. Chunks loaded on demand are counted apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { chunkNamesIn, sectionMatches } from '../src/client/route-table';
import {
  readChunkNames,
  readRoutes,
  routeKey,
  sectionsDirName,
  sectionsManifestFile,
  type ChunkNames,
  type Route,
  type SectionsManifest,
} from './generated-routes';

interface Manifest {
  entrypoints: string[];
  origins: Partial<Record<string, string[]>>;
  assets: Partial<Record<string, { js?: { file: string }[] }>>;
}

export interface Weight {
  files: string[];
  gzipBytes: number;
}

export class BuiltSite {
  private readonly manifest: Manifest;
  private readonly chunkNames: ChunkNames;
  private readonly routes: RouteConfig[];
  private readonly sections: SectionsManifest['sections'];

  constructor(
    private readonly outDir: string,
    generatedDir = '.docusaurus',
  ) {
    this.manifest = JSON.parse(readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8')) as Manifest;
    this.chunkNames = readChunkNames(generatedDir);
    this.routes = readRoutes(generatedDir).map(routeConfig);
    const sectionsFile = path.join(generatedDir, sectionsDirName, sectionsManifestFile);
    this.sections = existsSync(sectionsFile)
      ? (JSON.parse(readFileSync(sectionsFile, 'utf8')) as SectionsManifest).sections
      : [];
  }

  private filesOf(chunkName: string): string[] {
    return (this.manifest.origins[chunkName] ?? [chunkName]).flatMap((id) =>
      (this.manifest.assets[id]?.js ?? []).map((asset) => asset.file),
    );
  }

  /** Gzip size of each file, computed once: the shared bundles recur on every page. */
  private readonly gzipSizes = new Map<string, number>();

  private gzipSize(file: string): number {
    let bytes = this.gzipSizes.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(this.outDir, file))).length;
      this.gzipSizes.set(file, bytes);
    }
    return bytes;
  }

  private size(files: Iterable<string>): Weight {
    const list = [...new Set(files)].sort();
    const gzipBytes = list.reduce((sum, file) => sum + this.gzipSize(file), 0);
    return { files: list, gzipBytes };
  }

  /** Scripts a page loads before any interaction. */
  initialScripts(pathname: string): Weight {
    const chain = matchRoutes(this.routes, pathname);
    if (chain.length === 0) throw new Error(`no route matches ${pathname}`);
    const names = new Set(chain.flatMap(({ route }) => chunkNamesIn(this.chunkNames[String(route.key)])));
    for (const section of this.sections) if (sectionMatches(section, pathname)) names.add(section.chunkName);
    const files = [...this.manifest.entrypoints, ...names].flatMap((name) => this.filesOf(name));
    return this.size(files);
  }

  /** Scripts a named on-demand chunk (`webpackChunkName`) adds to a page. */
  deferredScripts(chunkName: string, pathname: string): Weight {
    const loaded = new Set(this.initialScripts(pathname).files);
    return this.size(this.filesOf(chunkName).filter((file) => !loaded.has(file)));
  }
}

/** A route as React Router matches it in the browser, named as routesChunkNames.json names it. */
function routeConfig(route: Route): RouteConfig {
  return {
    path: route.path,
    key: routeKey(route),
    ...(route.exact === undefined ? {} : { exact: route.exact }),
    ...(route.routes === undefined ? {} : { routes: route.routes.map(routeConfig) }),
  };
}
