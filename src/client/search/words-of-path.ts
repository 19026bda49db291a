import { maxQueryLength } from './limits';

/** The words of an address, as a query: `/docs/3.1/user/acess-review/run.html` → `user acess review run`. */
export function wordsOfPath(pathname: string, baseUrl: string): string {
  const words = decodeURIComponent(pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname)
    .replace(/\.(?:html?|md|mdx)$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word));
  return [...new Set(words)].join(' ').slice(0, maxQueryLength);
}
