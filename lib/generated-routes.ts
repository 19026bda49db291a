/**
 * Reads the route table Docusaurus (core 3.10) generates in `.docusaurus/`: `routes.js` (every route,
 * nested, each component a `ComponentCreator(path, hash)` call) and `routesChunkNames.json` (route
 * name to its tree of chunk names), and names the files the route-sections split writes beside them.
 * The one reader of these files, shared by the split (src/plugins/core-overrides/node/route-sections.ts)
 * and the page-weight helper (page-weight.ts), so a change of their shape stops both with one message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when a generated file no longer has the shape its reader expects: Docusaurus changed it. */
export class GeneratedShapeError extends Error {
  constructor(file: string, what: string) {
    super(
      `[core-overrides/route-sections] .docusaurus/${file} no longer has the shape this override reads (${what}). ` +
        'Docusaurus changed its generated files: revisit lib/generated-routes.ts and ' +
        'src/plugins/core-overrides/node/route-sections.ts.',
    );
  }
}

interface ComponentRef {
  readonly path: string;
  readonly hash?: string;
}

export interface Route {
  readonly path: string;
  readonly component: ComponentRef;
  readonly exact?: boolean;
  readonly routes?: readonly Route[];
  readonly sidebar?: string;
  readonly [field: string]: unknown;
}

const componentMarker = Symbol('ComponentCreator');

/** Reads routes.js, which builds route objects with `ComponentCreator(path, hash)`, as data. */
export function parseRoutes(source: string): Route[] {
  const imports = ["import React from 'react';", "import ComponentCreator from '@docusaurus/ComponentCreator';"];
  if (!imports.every((line) => source.includes(line)) || !source.includes('export default [')) {
    throw new GeneratedShapeError('routes.js', 'imports React and ComponentCreator and exports an array');
  }
  const body = imports.reduce((text, line) => text.replace(line, ''), source).replace('export default', 'return');
  const creator = (routePath: unknown, hash?: unknown): ComponentRef & { [componentMarker]: true } => {
    if (typeof routePath !== 'string' || (hash !== undefined && typeof hash !== 'string')) {
      throw new GeneratedShapeError('routes.js', 'ComponentCreator(path, hash) with two strings');
    }
    return { path: routePath, ...(hash === undefined ? {} : { hash }), [componentMarker]: true };
  };
  let routes: unknown;
  try {
    // routes.js is Docusaurus' own output of this build: plain object literals and ComponentCreator calls.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    routes = (new Function('ComponentCreator', body) as (create: typeof creator) => unknown)(creator);
  } catch (error) {
    throw new GeneratedShapeError('routes.js', `evaluating it failed: ${String(error)}`);
  }
  const check = (value: unknown): Route => {
    const route = value as Partial<Route> & { component?: { [componentMarker]?: true } };
    if (typeof route.path !== 'string' || route.component?.[componentMarker] !== true) {
      throw new GeneratedShapeError('routes.js', 'every route has a path and a ComponentCreator component');
    }
    const { component, routes: children, ...rest } = route;
    return {
      ...rest,
      path: route.path,
      component: { path: component.path, ...(component.hash === undefined ? {} : { hash: component.hash }) },
      ...(children === undefined ? {} : { routes: children.map(check) }),
    };
  };
  if (!Array.isArray(routes)) throw new GeneratedShapeError('routes.js', 'the default export is an array');
  return routes.map(check);
}

/** Route name (`path-hash`) to its tree of chunk names, as routesChunkNames.json holds it. */
export type ChunkNames = Readonly<Record<string, unknown>>;

/** A route's name in routesChunkNames.json and the registry: its component's path and hash. */
export const routeKey = (route: Route): string =>
  route.component.hash === undefined ? route.component.path : `${route.component.path}-${route.component.hash}`;

export function readRoutes(generatedDir: string): Route[] {
  return parseRoutes(readFileSync(path.join(generatedDir, 'routes.js'), 'utf8'));
}

export function readChunkNames(generatedDir: string): ChunkNames {
  const chunkNames = JSON.parse(readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as unknown;
  if (typeof chunkNames !== 'object' || chunkNames === null || Array.isArray(chunkNames)) {
    throw new GeneratedShapeError('routesChunkNames.json', 'an object of route names');
  }
  return chunkNames as ChunkNames;
}

/** Where the route-sections split writes its modules, under the generated files' folder. */
export const sectionsDirName = 'tessera-route-sections';

/** The sections the split wrote, for the page-weight helper to count the ones a page loads. */
export interface SectionsManifest {
  readonly sections: readonly { readonly prefix: string; readonly chunkName: string }[];
}

export const sectionsManifestFile = 'sections.json';
