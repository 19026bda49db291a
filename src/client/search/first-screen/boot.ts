/**
 * The search page's boot script, inlined at the top of its head by the build: reads the query and
 * the docs version the page will search, starts fetching what the first search needs (the index
 * base, or a connection to Typesense), loads the search client, and, when there is a query, holds
 * the page's own scripts back until the first results are painted (./index.ts), within a time limit.
 */
// For its declaration of the hold on `window`.
import type {} from '../../../data/entry-scripts';
import { maxQueryLength } from '../limits';
import { searchPageLimits } from '../result-view';
import { firstVersion, versionTags, type FirstScreenConfig, type SearchClientModule } from './contract';

function storedPreference(config: FirstScreenConfig): string | null {
  try {
    return window[config.preferredVersion.storage].getItem(config.preferredVersion.key);
  } catch {
    // Storage refused (private mode, blocked cookies): the reader has no stored choice.
    return null;
  }
}

function hint(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

export function boot(config: FirstScreenConfig): void {
  const params = new URLSearchParams(location.search);
  const query = (params.get('q') ?? '').slice(0, maxQueryLength);
  const version = firstVersion(config, params.get('version'), storedPreference(config));

  let release = (): void => undefined;
  const hasQuery = Boolean(query.trim());
  if (hasQuery) {
    window.tesseraEntryScriptsHold = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, config.holdLimitMs);
    });
    const { typesense } = config.search;
    if (typesense) hint('preconnect', `${typesense.protocol}://${typesense.host}:${typesense.port}`);
    else if (config.indexBases[version]) hint('preload', config.indexBases[version], 'fetch');
  }

  let clientLoaded: (client: SearchClientModule | null) => void = () => undefined;
  const client = new Promise<SearchClientModule | null>((resolve) => {
    clientLoaded = resolve;
  });
  let provided = false;
  const failed = (): void => {
    clientLoaded(null);
    release();
  };
  window.tesseraSearchPage = {
    config,
    query,
    context: { locale: config.locale, version, tags: versionTags(config, version), ...searchPageLimits },
    client,
    provideClient: (module) => {
      provided = true;
      clientLoaded(module);
    },
    release: () => {
      release();
    },
    shown: false,
    taken: false,
  };

  const script = document.createElement('script');
  script.src = config.clientScript;
  // What the first results wait for: not queued behind the page's other scripts.
  if (hasQuery) script.fetchPriority = 'high';
  script.onerror = failed;
  // Fired once the script has run: a script that ran without providing the client failed.
  script.onload = () => {
    if (!provided) failed();
  };
  document.head.appendChild(script);
}
