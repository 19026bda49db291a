/**
 * What a prefetch needs to know about the routes, computed once. Pure, so it is tested on its own.
 */
import { chunkNamesIn } from '../../../client/route-table';

/** `@generated/routesChunkNames`: route name (path plus `-` and a hash) to its tree of chunk names. */
export type RoutesChunkNames = Readonly<Record<string, unknown>>;

/** A link's route: the path without its query or fragment, which name no other route. */
export function routePathOf(link: string): string {
  const end = link.search(/[?#]/);
  return end === -1 ? link : link.slice(0, end);
}

/** Route path to the chunk names its components and data load (Docusaurus names a route `<path>-<hash>`). */
export function chunkNamesByRoutePath(routesChunkNames: RoutesChunkNames): ReadonlyMap<string, readonly string[]> {
  const byPath = new Map<string, string[]>();
  for (const [routeName, tree] of Object.entries(routesChunkNames)) {
    const routePath = routeName.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...chunkNamesIn(tree)]);
  }
  return byPath;
}
