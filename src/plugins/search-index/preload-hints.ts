/**
 * Hints the build writes into the search page's head, so that the first search's fetches start
 * with the HTML instead of after the page's script has run and hydrated. Before the stylesheet
 * (an inline script after it would wait for it): with the embedded index, a small inline script
 * that preloads the index base of the docs version the page searches first, the latest, when the
 * address carries a query; with Typesense, a preconnect to the cluster. After the entry scripts,
 * so that the biggest of them is not queued behind smaller ones: the page's own script and the
 * search client (chunks the page would ask for only once its entry scripts ran), at the entry
 * scripts' low priority. They are written after the build rather than rendered by the page:
 * Helmet would run an inline script in the head a second time, unminified, as the page hydrates.
 */
import { firstStylesheetLink } from '../../../lib/built-html';
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

export interface SearchPageHints {
  /** Goes before the first stylesheet. */
  readonly backend: string;
  /** Goes after the entry scripts' preloads. */
  readonly scripts: string;
}

export function searchPageHints(input: SearchPageHintsInput): SearchPageHints {
  const scripts = input.scripts.map(
    (file) =>
      `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(`${input.baseUrl}${file}`)}">`,
  );
  return { backend: searchBackendHint(input), scripts: scripts.join('') };
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

const entryScript = /<link\s[^>]*data-entry-script[^>]*>/g;

/**
 * `html` with the backend hint before its first stylesheet and the script preloads after its last
 * entry script; fails when the page has either missing, as the template changed.
 */
export function withHints(html: string, hints: SearchPageHints, file: string): string {
  const stylesheet = firstStylesheetLink(html);
  if (!stylesheet) throw new Error(`${file}: no stylesheet link to put the search page's preload hints before`);
  const entry = [...html.matchAll(entryScript)].at(-1);
  if (!entry) throw new Error(`${file}: no entry script preload to put the search page's script preloads after`);
  const afterEntry = entry.index + entry[0].length;
  return [
    html.slice(0, stylesheet.index),
    hints.backend,
    html.slice(stylesheet.index, afterEntry),
    hints.scripts,
    html.slice(afterEntry),
  ].join('');
}
