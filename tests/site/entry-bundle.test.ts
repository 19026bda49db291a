import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { compileHint } from '../../src/plugins/compile-hints/node';
import { buildDir, fileForPath, loadHtml, overrideOn, sitemapPaths } from './built-site';

/**
 * Issue 15: the scripts every page loads (main.js and the runtime) hold no page's route, chunk or
 * file name, so that they do not grow with the pages and versions (src/plugins/core-overrides/
 * route-sections.ts and chunk-files.ts). A page below a section's first level names a route only
 * its section needs; its path must appear in neither file.
 */
const jsDir = path.join(buildDir, 'assets', 'js');
const entryScript = (prefix: string): string => {
  const file = readdirSync(jsDir).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${prefix}*.js in ${jsDir}`);
  return readFileSync(path.join(jsDir, file), 'utf8');
};
const main = entryScript('main.');
const runtime = entryScript('runtime~main.');

// Paths such as /docs/admin/architecture or /docs/3.1/user/access-request: deeper than any section root.
const pagePaths = sitemapPaths().filter((pathname) => {
  const depth = pathname
    .slice(site.baseUrl.length)
    .split('/')
    .filter((segment) => segment !== '').length;
  const versioned = /^\/docs\/\d+\.\d+\//.test(pathname);
  return depth >= (versioned ? 3 : 2);
});

describe.runIf(overrideOn('route-sections'))('the entry scripts carry no per-page data', () => {
  it('covers pages of both versions and of the API reference', () => {
    expect(pagePaths).toContain(`${site.baseUrl}admin/architecture`);
    expect(pagePaths).toContain(`${site.baseUrl}3.1/admin/architecture`);
    expect(pagePaths).toContain(`${site.baseUrl}developer/submit-cart`);
  });

  it('main.js names none of their routes', () => {
    const named = pagePaths.filter((pathname) => main.includes(`"${pathname}"`));
    expect(named, `main.js names ${named.length} page routes`).toEqual([]);
  });

  it.runIf(overrideOn('chunk-files'))('the runtime maps only a bounded set of chunks, not one per page', () => {
    // Each chunk the runtime can name has a `<id>:"<content hash>"` entry in its file map (and one in its name
    // map when its name is a hash, as Docusaurus names route chunks).
    const hashes = runtime.match(/(?:"\d+"|\b\d+):"[0-9a-f]{8}"/g) ?? [];
    expect(hashes.length, `the runtime maps ${hashes.length} chunks for ${pagePaths.length} pages`).toBeLessThan(
      pagePaths.length / 4,
    );
  });
});

describe.runIf(overrideOn('route-sections'))(
  'a page fetches its route section with its entry scripts, not after them',
  () => {
    it.each([`${site.baseUrl}admin/architecture`, `${site.baseUrl}3.1/user`, `${site.baseUrl}developer/submit-cart`])(
      '%s',
      (pathname) => {
        const file = fileForPath(pathname);
        if (file === undefined) throw new Error(`no file serves ${pathname}`);
        const $ = loadHtml(file);
        const entries = $('link[rel="preload"][as="script"][data-entry-script]')
          .map((_, link) => $(link).attr('href'))
          .get();
        expect(entries).toEqual(
          expect.arrayContaining([expect.stringMatching(/\/assets\/js\/route-section-[0-9a-f]+\.[0-9a-f]+\.js$/)]),
        );
      },
    );
  },
);

/**
 * main.js, which every page runs as it starts, carries V8's explicit compile hint on its first line
 * (src/plugins/compile-hints): Chromium compiles its functions on a background thread as it downloads
 * instead of on the main thread as each is first called. The page's other chunks do not.
 */
describe('the entry bundle asks to be compiled as it downloads', () => {
  it('main.js starts with the compile hint', () => {
    expect(main.split('\n', 1)[0]).toBe(compileHint);
  });

  it('no other script carries it', () => {
    const hinted = readdirSync(jsDir).filter(
      (name) =>
        name.endsWith('.js') &&
        !name.startsWith('main.') &&
        readFileSync(path.join(jsDir, name), 'utf8').startsWith(compileHint),
    );
    expect(hinted).toEqual([]);
  });
});
