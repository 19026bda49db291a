/**
 * The search page's first screen: what its boot script (inlined in the page's head) and its client
 * script (loaded by the boot script) share with the build that writes them and with the React page
 * that takes over. Read src/plugins/search-index/node/first-screen.ts for why the page has one.
 *
 * Only types are imported here: the boot script, inlined into the page, includes this module.
 */
import type { SearchBackend, SearchContext, SearchSiteConfig } from '../types';

/** The build's settings for the first screen, written into the boot script. */
export interface FirstScreenConfig {
  readonly baseUrl: string;
  readonly search: SearchSiteConfig;
  readonly locale: string;
  /** Docs versions with an embedded index, each with the address of its index base. */
  readonly indexBases: Readonly<Record<string, string>>;
  /** Every docs version the reader can search, and the one searched when the reader has not chosen. */
  readonly versions: readonly string[];
  readonly latestVersion: string;
  /** Where Docusaurus keeps the docs version the reader chose last. */
  readonly preferredVersion: { readonly storage: 'localStorage' | 'sessionStorage'; readonly key: string };
  /** Search tags besides the docs version's own (`default`: pages outside the docs). */
  readonly otherTags: readonly string[];
  /** The client script's address. */
  readonly clientScript: string;
  /** How long the page's own scripts wait for the first results at most. */
  readonly holdLimitMs: number;
}

/** The one surface of the search client module (../client), whichever script brought it. */
export interface SearchClientModule {
  getBackend(config: SearchSiteConfig, siteBaseUrl: string): SearchBackend;
}

/** What the boot script leaves for the client script and the React page, on `window.tesseraSearchPage`. */
export interface SearchPageBoot {
  readonly config: FirstScreenConfig;
  /** The query in the address, cut to the search limit; empty when the page opened without one. */
  readonly query: string;
  readonly context: SearchContext;
  /** The search client once its script has run; null when the script could not load or did not provide it. */
  readonly client: Promise<SearchClientModule | null>;
  /** Called by the client script as it runs. */
  readonly provideClient: (client: SearchClientModule) => void;
  /** Lets the page's own scripts start (see `entryScriptsHold`); safe to call more than once. */
  readonly release: () => void;
  /** Whether the first screen drew results for `query` and `context` before the React page took over. */
  shown: boolean;
  /** Set as the React page's code runs: from then on the first screen draws nothing, React shows the results. */
  taken: boolean;
}

declare global {
  interface Window {
    tesseraSearchPage?: SearchPageBoot;
  }
}

/** The container the React page renders empty and the first screen draws into. */
export const firstScreenAttribute = 'data-search-first-screen';

/** The React page's elements the first screen fills in with the query it draws the results of. */
export const firstScreenParts = {
  heading: 'data-search-heading',
  box: 'data-search-box',
  version: 'data-search-version',
} as const;

/** The CSS module class names of the React result list, which the first screen reuses. */
export interface ResultClassNames {
  readonly groups: string;
  readonly group: string;
  readonly groupTitle: string;
  readonly hits: string;
  readonly hit: string;
  readonly hitTitle: string;
  readonly hitPath: string;
  readonly hitSnippet: string;
}

/**
 * The version searched first: the address's `version` when the site has it, else the one the
 * reader chose last, else the latest; what the React page resolves too (src/pages/search.tsx).
 */
export function firstVersion(
  config: Pick<FirstScreenConfig, 'versions' | 'latestVersion'>,
  addressVersion: string | null,
  preferredVersion: string | null,
): string {
  return (
    [addressVersion, preferredVersion].find((name) => name !== null && config.versions.includes(name)) ??
    config.latestVersion
  );
}

/** The search tags of a search in `version`, in the order src/client/search/useSearch.ts gives them. */
export function versionTags(config: Pick<FirstScreenConfig, 'otherTags'>, version: string): string[] {
  return [...config.otherTags, `docs-default-${version}`];
}
