import { describe, expect, it } from 'vitest';
import { searchPageHints, withHints } from './preload-hints';

describe('search page head', () => {
  it('inlines the first screen’s boot script', () => {
    expect(searchPageHints({ baseUrl: '/docs/', boot: 'boot()', scripts: [] })).toEqual({
      boot: '<script>boot()</script>',
      scripts: '',
    });
  });

  it('preloads the page’s own scripts once the first results are in, at the entry scripts’ low priority', () => {
    expect(searchPageHints({ baseUrl: '/docs/', boot: '', scripts: ['assets/js/search.1234.js'] }).scripts).toBe(
      '<link data-held-preload as="script" fetchpriority="low" href="/docs/assets/js/search.1234.js">',
    );
  });

  it('puts the boot script before the first stylesheet and the preloads after the entry scripts, or fails the build', () => {
    const entry = (name: string): string => `<link rel=preload as=script href=/${name}.js data-entry-script>`;
    const html = `<head><meta charset="UTF-8"><link rel=stylesheet href=/a.css>${entry('runtime')}${entry('main')}</head><script>link[data-entry-script]</script>`;
    const hints = { boot: '<script>x</script>', scripts: '<link rel=preload href=/page.js>' };
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
