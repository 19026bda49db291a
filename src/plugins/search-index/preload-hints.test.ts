import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { SearchSiteConfig } from '../../lib/search/types';
import { searchPageHints, withHints } from './preload-hints';

const embedded: SearchSiteConfig = { embedded: true, typesense: null };
const input = {
  baseUrl: '/docs/',
  search: embedded,
  versions: ['current', '3.1'],
  latestVersion: 'current',
  scripts: [],
} as const;

/** What the hint script asks the browser to preload on a search page whose query string is `search`. */
function preloaded(search: string): { href: string; as: string; crossOrigin: string }[] {
  const script = /<script>([\s\S]*)<\/script>/.exec(searchPageHints(input).backend)?.[1] ?? '';
  const links: { href: string; as: string; crossOrigin: string }[] = [];
  runInNewContext(script, {
    location: { search },
    URLSearchParams,
    document: { createElement: () => ({}), head: { appendChild: (link: never) => links.push(link) } },
  });
  return links;
}

describe('search page preload hints', () => {
  it('preload the index base of the version the page searches first, for a query', () => {
    expect(preloaded('?q=access+review')).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index/current/base.json' },
    ]);
  });

  it('preload nothing without a query', () => {
    expect(preloaded('')).toEqual([]);
    expect(preloaded('?q=%20')).toEqual([]);
  });

  it('connect to the Typesense cluster instead when it serves search', () => {
    const typesense = {
      host: 'search.example',
      port: 443,
      protocol: 'https',
      collection: 'c',
      searchApiKey: 'k',
      filterBy: '',
    };
    expect(searchPageHints({ ...input, search: { embedded: true, typesense } }).backend).toBe(
      '<link rel="preconnect" href="https://search.example:443" crossorigin="anonymous">',
    );
  });

  it('preload the page’s own scripts, at the entry scripts’ low priority', () => {
    expect(searchPageHints({ ...input, scripts: ['assets/js/search-client.1234.js'] }).scripts).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/docs/assets/js/search-client.1234.js">',
    );
  });

  it('put the backend hint before the first stylesheet and the scripts after the entry scripts, or fail the build', () => {
    const entry = (name: string): string => `<link rel=preload as=script href=/${name}.js data-entry-script>`;
    const html = `<head><meta charset="UTF-8"><link rel=stylesheet href=/a.css>${entry('runtime')}${entry('main')}</head><script>link[data-entry-script]</script>`;
    const hints = { backend: '<script>x</script>', scripts: '<link rel=preload href=/page.js>' };
    expect(withHints(html, hints, 'search.html')).toBe(
      `<head><meta charset="UTF-8"><script>x</script><link rel=stylesheet href=/a.css>${entry('runtime')}${entry('main')}<link rel=preload href=/page.js></head><script>link[data-entry-script]</script>`,
    );
    expect(() => withHints('<head></head>', hints, 'build/search.html')).toThrow(
      'build/search.html: no stylesheet link',
    );
    expect(() => withHints('<head><link rel=stylesheet href=/a.css></head>', hints, 'build/search.html')).toThrow(
      'build/search.html: no entry script preload',
    );
  });
});
