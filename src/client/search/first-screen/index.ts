/**
 * The search page's client script, loaded by its boot script (./boot.ts) as the page's HTML
 * arrives: the search client of the page (../client, the same code the React page would load as a
 * chunk), and, for a page opened with a query, its first results, drawn before the page's own
 * scripts have run. Built apart from the Docusaurus bundle by src/plugins/search-index/node/first-screen.ts.
 */
import * as client from '../client';
import { afterNextPaint } from '../../speculative-loads';
import type { HitGroup, SearchBackend, SearchContext } from '../types';
import { firstScreenAttribute, type SearchClientModule, type SearchPageBoot } from './contract';
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

/**
 * Resolves once the browser reports the drawn results as the page's largest paint: the page's
 * scripts start only then, so that their work is never counted as what the first results waited
 * for. The report comes with the frame's presentation, which can be later than the frame's
 * callbacks; where it does not come (a larger element was painted before, or the browser has no
 * such reports), shortly after the next frame.
 */
function drawnResultsPainted(): Promise<void> {
  const container = document.querySelector(`[${firstScreenAttribute}]`);
  return new Promise((resolve) => {
    const observer = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? new PerformanceObserver((entries) => {
          const reported = entries.getEntries() as LargestContentfulPaint[];
          if (reported.some((entry) => entry.element && container?.contains(entry.element))) done();
        })
      : undefined;
    // A hidden tab has no frames: the page's scripts start there anyway (config/html-template.ts).
    const unpainted = setTimeout(done, noFramesMs);
    function done(): void {
      observer?.disconnect();
      clearTimeout(unpainted);
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint' });
    void afterNextPaint().then(() => setTimeout(done, reportWaitMs));
  });
}

/** How long after the next frame the drawn results' paint report may still come. */
const reportWaitMs = 100;
/** How long the report is waited for when no frame comes. */
const noFramesMs = 1000;

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
  let firstGroupsReady: (drawn: { groups: HitGroup[]; complete: boolean }) => void = () => undefined;
  const firstGroups = new Promise<{ groups: HitGroup[]; complete: boolean }>((resolve) => {
    firstGroupsReady = resolve;
  });
  const first = backend.search(page.query, page.context, (groups) => {
    firstGroupsReady({ groups, complete: false });
  });
  // A backend that answers in one go (Typesense), or a search with no more groups than the first
  // screen holds, gives no earlier first groups: all of the answer is drawn, so that the page's
  // list, which replaces it, adds nothing to the first screen.
  first.then(
    (groups) => {
      firstGroupsReady({ groups, complete: true });
    },
    () => undefined,
  );
  page.provideClient(
    sharingFirstSearch(
      page,
      first,
      firstGroups.then(({ groups }) => groups),
    ),
  );

  firstGroups
    .then(async ({ groups, complete }) => {
      if (groups.length === 0) return;
      await domParsed();
      page.shown = drawFirstScreen(page, groups, complete);
      if (page.shown) await drawnResultsPainted();
    })
    .finally(page.release)
    .catch(() => undefined);
  first.catch(() => {
    // Drawn results release the scripts once painted; otherwise the failure does, at once.
    if (!page.shown) page.release();
  });
}

const page = window.tesseraSearchPage;
if (page) start(page);
