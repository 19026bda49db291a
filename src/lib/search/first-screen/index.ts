/**
 * The search page's client script, loaded by its boot script (./boot.ts) as the page's HTML
 * arrives: the search client of the page (../client, the same code the React page would load as a
 * chunk), and, for a page opened with a query, its first results, drawn before the page's own
 * scripts have run. Built apart from the Docusaurus bundle by src/plugins/search-index/first-screen.ts.
 */
import * as client from '../client';
import { afterNextPaint } from '../../speculative-loads';
import type { HitGroup, SearchBackend, SearchContext } from '../types';
import type { SearchClientModule, SearchPageBoot } from './contract';
import { drawFirstScreen } from './render';

function sameContext(a: SearchContext, b: SearchContext): boolean {
  return (
    a.locale === b.locale &&
    a.version === b.version &&
    [...a.tags].sort().join(',') === [...b.tags].sort().join(',') &&
    a.maxGroups === b.maxGroups &&
    a.hitsPerGroup === b.hitsPerGroup &&
    a.firstGroups === b.firstGroups
  );
}

function domParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The client the React page gets: its first search of the page's own query and version is
 * answered by the search already under way, not asked again (a second Typesense request, or the
 * index read a second time); every later search goes to the backend.
 */
function sharingFirstSearch(
  page: SearchPageBoot,
  first: Promise<HitGroup[]>,
  firstGroups: Promise<HitGroup[]>,
): SearchClientModule {
  let shared = true;
  return {
    getBackend: (config, siteBaseUrl): SearchBackend => {
      const backend = client.getBackend(config, siteBaseUrl);
      return {
        preload: (context) => {
          backend.preload(context);
        },
        search: (query, context, onFirstGroups) => {
          if (!shared || query !== page.query || !sameContext(context, page.context)) {
            return backend.search(query, context, onFirstGroups);
          }
          shared = false;
          if (onFirstGroups) void firstGroups.then(onFirstGroups, () => undefined);
          // A first search that failed is asked again, as the page would without a first screen.
          return first.catch(() => backend.search(query, context, onFirstGroups));
        },
      };
    },
  };
}

function start(page: SearchPageBoot): void {
  if (!page.query.trim()) {
    page.provideClient(client);
    return;
  }
  const backend = client.getBackend(page.config.search, page.config.baseUrl);
  let firstGroupsReady: (groups: HitGroup[]) => void = () => undefined;
  const firstGroups = new Promise<HitGroup[]>((resolve) => {
    firstGroupsReady = resolve;
  });
  const first = backend.search(page.query, page.context, firstGroupsReady);
  // A backend that answers in one go (Typesense) has no earlier first groups: its answer is theirs.
  first.then(firstGroupsReady, () => undefined);
  page.provideClient(sharingFirstSearch(page, first, firstGroups));

  const limit = page.context.firstGroups ?? 0;
  firstGroups
    .then(async (groups) => {
      if (groups.length === 0) return;
      await domParsed();
      page.shown = drawFirstScreen(page, limit > 0 ? groups.slice(0, limit) : groups);
      if (page.shown) await afterNextPaint();
    })
    .finally(page.release)
    .catch(() => undefined);
  first.catch(page.release);
}

const page = window.tesseraSearchPage;
if (page) start(page);
