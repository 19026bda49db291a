/**
 * Script weight of a built page: the entry scripts plus the chunks of every route on
 * the page's route chain and of the route sections it loads (src/plugins/core-overrides/
 * route-sections.ts), read from Docusaurus's chunk manifest (.docusaurus) and sized from
 * the build, gzip-compressed. Chunks loaded on demand are counted apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  outputDirName,
  sectionsManifestFile,
  type SectionsManifest,
} from '../src/plugins/core-overrides/route-sections-codegen';
import { sectionMatches } from '../src/plugins/core-overrides/section-match';

interface Manifest {
  entrypoints: string[];
  origins: Partial<Record<string, string[]>>;
  assets: Partial<Record<string, { js?: { file: string }[] }>>;
}

interface RouteNode {
  path: string;
  key: string;
  exact?: boolean;
  routes?: RouteNode[];
}

export interface Weight {
  files: string[];
  gzipBytes: number;
}

export class BuiltSite {
  private readonly manifest: Manifest;
  private readonly chunkNames: Record<string, unknown>;
  private readonly routes: RouteNode[];
  private readonly sections: SectionsManifest['sections'];

  constructor(
    private readonly outDir: string,
    generatedDir = '.docusaurus',
  ) {
    this.manifest = JSON.parse(readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8')) as Manifest;
    this.chunkNames = JSON.parse(readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    this.routes = parseRoutes(readFileSync(path.join(generatedDir, 'routes.js'), 'utf8'));
    const sectionsFile = path.join(generatedDir, outputDirName, sectionsManifestFile);
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
    const chain = routeChain(this.routes, pathname);
    if (chain.length === 0) throw new Error(`no route matches ${pathname}`);
    const names = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') names.add(value);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const route of chain) collect(this.chunkNames[route.key]);
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

/** Reads .docusaurus/routes.js (route objects built with ComponentCreator) as data. */
function parseRoutes(source: string): RouteNode[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return')
    .replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, "'$1-$2'")
    .replace(/ComponentCreator\('\*'\)/g, "'*'");
  // routes.js is Docusaurus's own output from the build just made; evaluating it is
  // the only way to read it short of a JavaScript parser.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function(body) as () => Record<string, unknown>[];
  const raw = evaluate();
  const convert = (node: Record<string, unknown>): RouteNode => ({
    path: node.path as string,
    key: node.component as string,
    exact: node.exact as boolean | undefined,
    routes: (node.routes as Record<string, unknown>[] | undefined)?.map(convert),
  });
  return raw.map(convert);
}

/** The routes React Router renders for `pathname`, outermost first. */
function routeChain(routes: RouteNode[], pathname: string): RouteNode[] {
  for (const route of routes) {
    const prefix = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const matches = route.exact ? route.path === pathname : route.path === pathname || pathname.startsWith(prefix);
    if (!matches) continue;
    if (!route.routes) return [route];
    const inner = routeChain(route.routes, pathname);
    if (inner.length > 0) return [route, ...inner];
  }
  return [];
}
