/**
 * Hints the build writes into the search page's head, before its stylesheet, so that the first
 * search's fetches start with the HTML instead of after the page's script has run and hydrated.
 * With the embedded index, a small inline script preloads the index base of the docs version the
 * page searches first, the latest, when the address carries a query. With
 * Typesense, a preconnect to the cluster. Either way the page's own script and the search client
 * (chunks the page would ask for only once its entry scripts ran) are preloaded beside the entry
 * scripts, at the same low priority. They are written after the build rather than rendered by the
 * page: an inline script in the page's body would wait for the stylesheet, and Helmet would
 * run one in the head a second time, unminified, as the page hydrates.
 */
import { indexPaths } from '../../lib/search/engine';
import type { SearchSiteConfig } from '../../lib/search/types';

export interface SearchPageHintsInput {
  readonly baseUrl: string;
  readonly search: SearchSiteConfig;
  /** The docs versions with an embedded index, and the one the search page searches first. */
  readonly versions: readonly string[];
  readonly latestVersion: string;
  /** Script files the page loads after its entry scripts, relative to the site's base URL. */
  readonly scripts: readonly string[];
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function searchPageHints(input: SearchPageHintsInput): string {
  const scripts = input.scripts.map(
    (file) =>
      `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(`${input.baseUrl}${file}`)}">`,
  );
  return [...scripts, searchBackendHint(input)].join('');
}

function searchBackendHint({ baseUrl, search, versions, latestVersion }: SearchPageHintsInput): string {
  if (search.typesense) {
    const { protocol, host, port } = search.typesense;
    return `<link rel="preconnect" href="${escapeAttribute(`${protocol}://${host}:${port}`)}" crossorigin="anonymous">`;
  }
  if (!search.embedded || !versions.includes(latestVersion)) return '';
  const base = `${baseUrl}${indexPaths.base(latestVersion)}`;
  // JSON.stringify of the path cannot close the script unless it holds "<".
  if (base.includes('<')) throw new Error(`search page hints: a "<" in ${base} would end the script`);
  const script = [
    '(function () {',
    "  var query = new URLSearchParams(location.search).get('q');",
    '  if (!query || !query.trim()) return;',
    "  var link = document.createElement('link');",
    "  link.rel = 'preload';",
    "  link.as = 'fetch';",
    "  link.crossOrigin = 'anonymous';",
    `  link.href = ${JSON.stringify(base)};`,
    '  document.head.appendChild(link);',
    '})();',
  ].join('\n');
  return `<script>\n${script}\n</script>`;
}

const firstStylesheet = /<link\s[^>]*rel="?stylesheet"?/;

/** `html` with `hints` before its first stylesheet; fails when the page has none, as the template changed. */
export function withHints(html: string, hints: string, file: string): string {
  const match = firstStylesheet.exec(html);
  if (!match) throw new Error(`${file}: no stylesheet link to put the search page's preload hints before`);
  return `${html.slice(0, match.index)}${hints}${html.slice(match.index)}`;
}
