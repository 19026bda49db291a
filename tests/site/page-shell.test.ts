import { describe, expect, it } from 'vitest';
import { htmlFiles, loadHtml, overrideOn } from './built-site';

/**
 * What config/html-template.ts and Docusaurus' server render promise of every built page: the
 * content is in the HTML in reading order, and the client starts only from the loader.
 */
const files = htmlFiles();

describe.each(files)('%s', (file) => {
  const $ = loadHtml(file);

  it('holds its sidebar and table of contents in place, readable without JavaScript', () => {
    expect($('template[id^="B:"]').length, 'a Suspense boundary was moved to the end of the page').toBe(0);
    expect($('div[hidden][id^="S:"]').length).toBe(0);
    expect($('#__docusaurus').html()).not.toContain('<!--$?-->');
  });

  it.runIf(overrideOn('html-template'))(
    'preloads its entry scripts and runs them from the loader, after the first paint',
    () => {
      expect($('script[src]').length, 'a script runs before the page is painted').toBe(0);
      const entries = $('link[rel="preload"][as="script"][data-entry-script]');
      expect(entries.map((_, link) => $(link).attr('href')).get()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
          expect.stringMatching(/\/assets\/js\/main\.[0-9a-f]+\.js$/),
        ]),
      );
      expect(entries.first().attr('fetchpriority')).toBe('low');
      const loaders = $('script:not([src])').filter((_, script) => $(script).text().includes('data-entry-script'));
      expect(loaders.length).toBe(1);
    },
  );

  // src/plugins/api-reference-split: the reference's styles are its own, and in its HTML from the first paint.
  const isApiReference = /^developer(\.html$|[/\\])/.test(file);
  it.runIf(overrideOn('api-reference-split'))(
    isApiReference ? 'links the API reference stylesheet after the site stylesheet' : 'links the site stylesheet alone',
    () => {
      const stylesheets = $('link[rel="stylesheet"]')
        .map((_, link) => /\/assets\/css\/([a-z-]+)\.[0-9a-f]+\.css$/.exec($(link).attr('href') ?? '')?.[1] ?? '')
        .get();
      expect(stylesheets).toEqual(isApiReference ? ['styles', 'api-styles'] : ['styles']);
    },
  );
});
