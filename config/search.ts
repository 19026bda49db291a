/**
 * Which search backend the build wires in. The embedded index needs nothing; a Typesense cluster
 * is used when its host, collection and search-only key are all set at build time, and the build
 * first checks with the cluster that the key is search-only (searchKeyCheckPlugins).
 */
import type { PluginConfig } from '@docusaurus/types';
import type { SearchSiteConfig, TypesenseClientConfig } from '../src/client/search/types';

const env = process.env;
// Where the hosted Typesense service answers; port and protocol default to HTTPS on 443.
const host = env.TYPESENSE_HOST ?? '';
const port = Number(env.TYPESENSE_PORT ?? 443);
const protocol = env.TYPESENSE_PROTOCOL ?? 'https';
// The collection (an alias, moved by `npm run search:index`) the site searches.
const collection = env.TYPESENSE_COLLECTION ?? '';
// A search-only key: it ends up in the browser, so it must never be an admin key.
const searchApiKey = env.TYPESENSE_SEARCH_API_KEY ?? '';
// An extra Typesense filter, merged with the locale and version filter (never replacing it).
const filterBy = env.TYPESENSE_FILTER_BY ?? '';
// "false" skips the embedded index when Typesense serves search, at the cost of no fallback.
const embeddedFallback = env.SEARCH_EMBEDDED !== 'false';

const typesenseConfigured = Boolean(host && collection && searchApiKey);

export const search: SearchSiteConfig = {
  embedded: !typesenseConfigured || embeddedFallback,
  typesense: typesenseConfigured ? { host, port, protocol, collection, searchApiKey, filterBy } : null,
};

/** Why a build must not ship this search key, or that it could not be checked. */
export class SearchKeyError extends Error {}

// A search-only key is refused both; an admin key, or any key with more than search rights, may list them.
const adminOnlyEndpoints = ['/collections', '/keys'];

/**
 * Asks the cluster whether the key the build ships to every browser can do more than search.
 * When the cluster cannot be reached the key cannot be checked, and the build fails too: it never
 * ships a key it could not check.
 */
export async function checkSearchOnlyKey(typesense: TypesenseClientConfig, timeoutMs = 10_000): Promise<void> {
  const origin = `${typesense.protocol}://${typesense.host}:${typesense.port}`;
  for (const endpoint of adminOnlyEndpoints) {
    let status: number;
    try {
      const response = await fetch(`${origin}${endpoint}`, {
        headers: { 'X-TYPESENSE-API-KEY': typesense.searchApiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      const reason = typeof cause === 'string' ? cause : error instanceof Error ? error.name : String(error);
      throw new SearchKeyError(
        `Cannot check TYPESENSE_SEARCH_API_KEY: Typesense at ${origin} cannot be reached (${reason}). ` +
          'The build ships the key to every reader, so it only builds with a key the cluster confirms is search-only; ' +
          'fix TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL, or unset them to build with the embedded search.',
      );
    }
    if (status >= 200 && status < 300) {
      throw new SearchKeyError(
        `TYPESENSE_SEARCH_API_KEY can list ${endpoint.slice(1)} on ${origin}: it is an admin key, and the build ships it ` +
          'to every reader. Use a key whose only action is documents:search (see "Search" in README.md).',
      );
    }
    if (status !== 401 && status !== 403) {
      throw new SearchKeyError(
        `Cannot check TYPESENSE_SEARCH_API_KEY: Typesense at ${origin} answered GET ${endpoint} with HTTP ${status}, ` +
          'where a search-only key gets 401 or 403.',
      );
    }
  }
}

/** A build step that fails the build when the Typesense search key is not search-only. */
export const searchKeyCheckPlugins: PluginConfig[] = search.typesense
  ? [
      () => ({
        name: 'tessera-search-key-check',
        async loadContent() {
          if (!search.typesense) return;
          await checkSearchOnlyKey(search.typesense).catch((error: unknown) => {
            // Docusaurus prints a failed plugin as nested stack traces; the reason comes first, alone.
            if (error instanceof SearchKeyError) console.error(`\n[ERROR] ${error.message}\n`);
            throw error;
          });
        },
      }),
    ]
  : [];
