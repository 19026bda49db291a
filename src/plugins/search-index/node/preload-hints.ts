/**
 * What the build writes into the search page's head, so that the first search starts with the
 * HTML instead of after the page's script has run and hydrated. Before the stylesheet (an inline
 * script after it would wait for it): the first screen's boot script (./first-screen.ts), which
 * starts the search's fetches and loads its client. After the entry scripts, so that the biggest
 * of them is not queued behind smaller ones: preloads of the page's own chunks (which the page
 * would ask for only once its entry scripts ran), at the entry scripts' low priority, held back
 * while the first results load (`heldPreloadAttribute`). Written
 * after the build rather than rendered by the page: Helmet would run an inline script in the head
 * a second time as the page hydrates.
 */
import { firstStylesheetLink } from '../../../../lib/built-html';
import { heldPreloadAttribute } from '../../../data/entry-scripts';

export interface SearchPageHintsInput {
  readonly baseUrl: string;
  /** The first screen's boot script. */
  readonly boot: string;
  /** Script files the page loads after its entry scripts, relative to the site's base URL. */
  readonly scripts: readonly string[];
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface SearchPageHints {
  /** Goes before the first stylesheet. */
  readonly boot: string;
  /** Goes after the entry scripts' preloads. */
  readonly scripts: string;
}

export function searchPageHints(input: SearchPageHintsInput): SearchPageHints {
  const scripts = input.scripts.map(
    (file) =>
      `<link ${heldPreloadAttribute} as="script" fetchpriority="low" href="${escapeAttribute(`${input.baseUrl}${file}`)}">`,
  );
  return { boot: `<script>${input.boot}</script>`, scripts: scripts.join('') };
}

const entryScript = /<link\s[^>]*data-entry-script[^>]*>/g;

/**
 * `html` with the boot script before its first stylesheet and the script preloads after its last
 * entry script; fails when the page has either missing, as the template changed.
 */
export function withHints(html: string, hints: SearchPageHints, file: string): string {
  const stylesheet = firstStylesheetLink(html);
  if (!stylesheet) throw new Error(`${file}: no stylesheet link to put the search page's boot script before`);
  const entry = [...html.matchAll(entryScript)].at(-1);
  if (!entry) throw new Error(`${file}: no entry script preload to put the search page's script preloads after`);
  const afterEntry = entry.index + entry[0].length;
  return [
    html.slice(0, stylesheet.index),
    hints.boot,
    html.slice(stylesheet.index, afterEntry),
    hints.scripts,
    html.slice(afterEntry),
  ].join('');
}
