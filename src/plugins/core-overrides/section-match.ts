/**
 * Which route sections a pathname needs. Shared by the browser (which loads them) and the page-weight
 * helper (which counts them), so both agree. Pure.
 */

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
