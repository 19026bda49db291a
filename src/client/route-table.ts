/**
 * Docusaurus' route table as the browser and the build both read it: the chunk names of a route and
 * the route sections a pathname needs. One copy, shared by the browser (which loads them), the
 * route-sections plugin (which writes them) and the page-weight helper (which counts them), so all
 * agree. Pure.
 */

/** Every chunk name in a route's tree of chunk names (`routesChunkNames`: `{ component: "…", __props: "…" }`, nested). */
export function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree === 'object' && tree !== null) return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}

/** One section of the split route table, as the entry knows it. */
export interface SectionRef {
  /** Path prefix, by whole segments, shared by every route of the section, e.g. `/docs/3.1/admin`. */
  readonly prefix: string;
}

const trimSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** True when `pathname` lies at or under the section's prefix (whole segments only). */
export function sectionMatches(section: SectionRef, pathname: string): boolean {
  const prefix = trimSlash(section.prefix);
  const path = trimSlash(pathname);
  return path === prefix || path.startsWith(prefix === '/' ? '/' : `${prefix}/`);
}
