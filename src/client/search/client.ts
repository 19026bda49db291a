/** The search client, loaded on first intent: the backend chosen at build time. */
import { embeddedBackend } from './embedded';
import { typesenseBackend } from './typesense';
import type { SearchBackend, SearchSiteConfig } from './types';

let backend: SearchBackend | undefined;

export function getBackend(config: SearchSiteConfig, siteBaseUrl: string): SearchBackend {
  if (!backend) {
    const embedded = config.embedded ? embeddedBackend(siteBaseUrl) : null;
    backend = config.typesense ? typesenseBackend(config.typesense, embedded) : (embedded ?? failing);
  }
  return backend;
}

const failing: SearchBackend = {
  preload: () => undefined,
  search: () => Promise.reject(new Error('No search backend was built into this site.')),
};
