/**
 * React side of search: the reader's context (locale, docs version) and a hook that runs queries
 * as they are typed. The client and its index are imported only when first needed.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { useReaderDocsVersion } from '../docs-version';
import type { SearchClientModule } from './first-screen/contract';
import type { HitGroup, SearchContext, SearchSiteConfig } from './types';

const importClient = (): Promise<SearchClientModule> => import(/* webpackChunkName: "search-client" */ './client');

/**
 * The client of a search page opened by address is already on its way with the page's first
 * screen (./first-screen); everywhere else, and should that script fail, it is a chunk.
 */
function loadClient(): Promise<SearchClientModule> {
  const page = typeof window === 'undefined' ? undefined : window.tesseraSearchPage;
  return page ? page.client.then((client) => client ?? importClient()) : importClient();
}

/** Starts loading the search client before any component asks for it (the search page, as it loads). */
export function preloadSearchClient(): void {
  void loadClient();
}

const mainDocsTag = /^docs-default-(.+)$/;

export function useSearchContext(
  limits: Pick<SearchContext, 'maxGroups' | 'hitsPerGroup' | 'firstGroups'>,
  version?: string,
): SearchContext {
  const { locale, tags }: { locale: string; tags: string[] } = useContextualSearchFilters();
  // The reader's docs version, not Docusaurus' contextual one, which is the latest outside doc pages.
  const readerVersion = useReaderDocsVersion();
  const chosen = version ?? readerVersion.name;
  return {
    locale,
    version: chosen,
    tags: tags.map((tag) => (mainDocsTag.test(tag) ? `docs-default-${chosen}` : tag)),
    ...limits,
  };
}

function useSiteSearch(): { config: SearchSiteConfig; baseUrl: string } {
  const { siteConfig } = useDocusaurusContext();
  return { config: siteConfig.customFields?.search as SearchSiteConfig, baseUrl: siteConfig.baseUrl };
}

/** Starts loading the client and the index base; call on hover, focus or a shortcut. */
export function usePreloadSearch(context: SearchContext): () => void {
  const { config, baseUrl } = useSiteSearch();
  const { locale, version, tags, maxGroups, hitsPerGroup } = context;
  return useCallback(() => {
    void loadClient().then((client) => {
      client.getBackend(config, baseUrl).preload({ locale, version, tags, maxGroups, hitsPerGroup });
    });
  }, [config, baseUrl, locale, version, tags, maxGroups, hitsPerGroup]);
}

export type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: string }
  /** The first `context.firstGroups` groups, while the rest load. */
  | { readonly status: 'partial'; readonly query: string; readonly groups: readonly HitGroup[] }
  | { readonly status: 'done'; readonly query: string; readonly groups: readonly HitGroup[] }
  | { readonly status: 'error'; readonly query: string };

/** Results for `query` in `context`; answers to older queries are dropped when they come late. */
export function useSearch(query: string, context: SearchContext): SearchState {
  const { config, baseUrl } = useSiteSearch();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(0);
  const { locale, version, maxGroups, hitsPerGroup, firstGroups } = context;
  const tagKey = context.tags.join(',');

  useEffect(() => {
    const request = ++latest.current;
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) =>
      previous.status === 'done' || previous.status === 'partial' ? previous : { status: 'loading', query },
    );
    const searchContext = { locale, version, tags: tagKey.split(','), maxGroups, hitsPerGroup, firstGroups };
    const showFirst = (groups: HitGroup[]): void => {
      if (request === latest.current) setState({ status: 'partial', query, groups });
    };
    loadClient()
      .then((client) => client.getBackend(config, baseUrl).search(query, searchContext, showFirst))
      .then(
        (groups) => {
          if (request !== latest.current) return;
          // After the first groups, the rest render in slices: the reader is already reading.
          const done = (): void => {
            setState({ status: 'done', query, groups });
          };
          if (firstGroups) startTransition(done);
          else done();
        },
        () => {
          if (request === latest.current) setState({ status: 'error', query });
        },
      );
  }, [query, config, baseUrl, locale, version, tagKey, maxGroups, hitsPerGroup, firstGroups]);

  return state;
}
