/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (3.10), the `window.docusaurus` object whose
 * `prefetch` every `<Link>` calls when it scrolls into view and whose `preload` it calls on hover.
 * Same behaviour, without its cost on a site of ~720 routes, which Docusaurus offers no option for:
 * - core scans every route's chunk names with a regular expression on each call, and calls for
 *   `/glossary#a` and `/glossary#b` count as different routes; a page with twenty glossary terms
 *   spent ~60 ms of a phone's main thread there, and appended 114 prefetch links for 9 files;
 * - here the lookup table is built once (again when a route section is added), the fragment and
 *   query are dropped, and each file is prefetched once;
 * - the entry's route table holds no page routes (route-sections-client.ts): a link into a section
 *   not loaded yet prefetches the section's file, and the page's own files once the section is
 *   loaded (on hover, or by a link of a loaded section), so that links in view do not run sections;
 * - prefetching waits until the page's own content has loaded, and each file starts in an idle
 *   moment of its own (src/client/speculative-loads.ts).
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import { inItsOwnIdleMoment, whenPageContentLoaded } from '../../../client/speculative-loads';
import { chunkNamesByRoutePath, routePathOf } from './chunks';
import { sectionsLoaded, unloadedSectionChunksOf } from './route-sections-client';

declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();
let chunkNames: ReadonlyMap<string, readonly string[]> | undefined;
let chunkNamesSections = -1;

function chunkNamesByPath(): ReadonlyMap<string, readonly string[]> {
  if (!chunkNames || chunkNamesSections !== sectionsLoaded()) {
    chunkNames = chunkNamesByRoutePath(routesChunkNames);
    chunkNamesSections = sectionsLoaded();
  }
  return chunkNames;
}

// Readers on a slow or metered connection get no speculative downloads.
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType?.includes('2g') === true || connection?.saveData === true;
}

async function prefetchFiles(routePath: string): Promise<unknown> {
  await whenPageContentLoaded();
  const sectionChunks = unloadedSectionChunksOf(routePath);
  const names =
    sectionChunks.length > 0
      ? sectionChunks
      : matchRoutes(routes, routePath).flatMap((match) => chunkNamesByPath().get(match.route.path) ?? []);
  return Promise.all(
    names.map(async (name) => {
      // Webpack may merge a small chunk into another; it then has no file of its own.
      const file = __webpack_require__.gca(name);
      if (!file || file.includes('undefined') || prefetchedFiles.has(file)) return;
      prefetchedFiles.add(file);
      await inItsOwnIdleMoment(() => prefetchFile(file));
    }),
  );
}

function prefetch(link: string): false | Promise<unknown> {
  const routePath = routePathOf(link);
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  // A link into a section not loaded yet prefetches the section's file; a later call, once the section
  // is loaded, prefetches the page's files.
  if (unloadedSectionChunksOf(routePath).length === 0) prefetchedRoutes.add(routePath);
  return prefetchFiles(routePath);
}

function preload(link: string): false | Promise<unknown> {
  const routePath = routePathOf(link);
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
