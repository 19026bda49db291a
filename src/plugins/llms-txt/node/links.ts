/**
 * Link targets as authors write them, turned into the absolute URLs the rendered page links to,
 * by the same rules as Docusaurus: a relative `.md`/`.mdx` path names a source file, a path from
 * `/` is a site path to which the base path is added, anything else is relative to the page.
 */
import path from 'node:path';

export interface SiteLinks {
  /** The site's origin, e.g. `https://tessera.example`. */
  readonly origin: string;
  /** The base path, e.g. `/docs/`. */
  readonly baseUrl: string;
  /** The route of every doc by the absolute path of its source file. */
  readonly routes: ReadonlyMap<string, string>;
}

export interface LinkingPage {
  readonly sourceFile: string;
  /** The path the page is served at, e.g. /docs/admin/architecture. */
  readonly route: string;
}

const hasScheme = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** A site path without the base path (`/connectors/ad`) as an absolute URL; one with it is kept. */
export function siteUrl({ origin, baseUrl }: Pick<SiteLinks, 'origin' | 'baseUrl'>, sitePath: string): string {
  if (hasScheme.test(sitePath)) return sitePath;
  const withBase = sitePath.startsWith(baseUrl) ? sitePath : `${baseUrl}${sitePath.replace(/^\//, '')}`;
  return `${origin}${withBase}`;
}

export function resolveLink(site: SiteLinks, page: LinkingPage, url: string): string {
  if (hasScheme.test(url)) return url;
  const [, target = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  const pageUrl = `${site.origin}${page.route}`;
  if (target === '') return `${pageUrl}${suffix}`;
  if (target.startsWith('/')) return siteUrl(site, url);
  if (/\.mdx?$/.test(target)) {
    const file = path.resolve(path.dirname(page.sourceFile), decodeURIComponent(target));
    const route = site.routes.get(file);
    // An unknown file stays relative, as Docusaurus leaves it; the build warns about it already.
    if (route !== undefined) return `${site.origin}${route}${suffix}`;
  }
  return new URL(url, pageUrl).href;
}
