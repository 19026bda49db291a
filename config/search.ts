/**
 * Which search backend the build wires in. The embedded index needs nothing; a Typesense cluster
 * is used when its host, collection and search-only key are all set at build time.
 */
import type { SearchSiteConfig } from '../src/lib/search/types';

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
