// Follows docusaurus-theme-openapi-docs@5.2.0 lib/theme/ApiExplorer/storage-utils.js
/**
 * The OpenAPI theme's storage helpers, swapped in for the theme's (override `openapi-storage-sha1` of
 * lib/overrides/manifest.ts) with SHA-1 alone from crypto-js: the theme's imports the whole library,
 * every cipher and hash, for hashArray's SHA-1, and the API reference's store imports it on every
 * operation page as the page starts, where building the library's tables was ~100 ms of a phone's
 * main thread.
 */
import SHA1 from 'crypto-js/sha1';

/** The SHA-1 of the sorted SHA-1s of `arr`'s items: the key the explorer keeps the chosen authentication under. */
export function hashArray(arr: readonly string[]): string {
  const hash = (message: string): string => SHA1(message).toString();
  const hashed = arr.map((item) => hash(item));
  hashed.sort();
  return hash(hashed.join());
}

/** Where the explorer keeps what the reader entered: nowhere, this tab's session, or the browser's local storage. */
export function createStorage(persistence?: false | string): Storage {
  if (persistence === false) {
    return {
      getItem: () => null,
      setItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      removeItem: () => undefined,
      length: 0,
    };
  }
  if (persistence === 'sessionStorage') return sessionStorage;
  return localStorage;
}
