import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { indexPaths } from '../../src/client/search/engine';
import { BuiltSite } from '../../lib/page-weight';
import { firstScreenClientFileIn } from '../../src/plugins/search-index/node/first-screen-file';
import { buildDir, everyOverrideOn, sitemapPaths } from './built-site';

/**
 * Page-speed budgets: the script (gzip) each kind of page needs before any interaction. Doc pages,
 * diagrams included, have the 250 KiB of issue 9. An API reference page has 330 KiB (issue 15: 356
 * KiB before Prism, pako and the explorer's store left its start-up; the explorer itself loads on
 * demand, see npm run bench:api). The search page has its own script and the script of its first
 * screen (the search client, which draws the first results before the rest runs), 150 KiB; the
 * first results wait for that script alone, 14.5 KiB (14 until the ranking steps that favour a task
 * page and spread out one template's pages joined it), and a docs version's index base, 30 KiB.
 */
const docBudgetKiB = 250;
const apiBudgetKiB = 330;
const searchBudgetKiB = 150;
const firstScreenBudgetKiB = 14.5;
const indexBaseBudgetKiB = 30;

const apiReference = `${site.baseUrl}developer`;
const searchPage = `${site.baseUrl}search`;

const built = new BuiltSite(buildDir);
const isApiPage = (pathname: string): boolean => pathname === apiReference || pathname.startsWith(`${apiReference}/`);
const pages = sitemapPaths();
const docPages = pages.filter((pathname) => !isApiPage(pathname));
const apiPages = pages.filter(isApiPage);

const kib = (bytes: number): number => bytes / 1024;

// The budgets are the site's as shipped: a build with an override off (TESSERA_OVERRIDES_OFF) skips them.
const describeBudget = everyOverrideOn() ? describe : describe.skip;

describeBudget(`script of every page outside the API reference is within ${docBudgetKiB} KiB gzipped`, () => {
  it('covers the doc pages of both versions, with their diagrams', () => {
    expect(docPages.length).toBeGreaterThan(100);
    expect(docPages).toContain(`${site.baseUrl}admin/architecture`);
  });

  it.each(docPages)('%s', (pathname) => {
    const size = kib(built.initialScripts(pathname).gzipBytes);
    expect(size, `${pathname} loads ${size.toFixed(1)} KiB of script`).toBeLessThanOrEqual(docBudgetKiB);
  });
});

describeBudget(`script of every API reference page is within ${apiBudgetKiB} KiB gzipped`, () => {
  it('covers the overview, the operations and the schemas', () => {
    expect(apiPages).toContain(apiReference);
    expect(apiPages).toContain(`${apiReference}/submit-cart`);
    expect(apiPages.some((pathname) => pathname.startsWith(`${apiReference}/schemas/`))).toBe(true);
  });

  it.each(apiPages)('%s', (pathname) => {
    const size = kib(built.initialScripts(pathname).gzipBytes);
    expect(size, `${pathname} loads ${size.toFixed(1)} KiB of script`).toBeLessThanOrEqual(apiBudgetKiB);
  });
});

describeBudget('the search page', () => {
  const searchHtml = readFileSync(path.join(buildDir, 'search.html'), 'utf8');
  const firstScreenFile = firstScreenClientFileIn(searchHtml);
  const firstScreenKiB = firstScreenFile
    ? kib(gzipSync(readFileSync(path.join(buildDir, firstScreenFile))).length)
    : NaN;

  it(`loads its script and its first screen’s within ${searchBudgetKiB} KiB gzipped`, () => {
    expect(firstScreenFile, 'the search page loads no first screen script').toBeDefined();
    const size = kib(built.initialScripts(searchPage).gzipBytes) + firstScreenKiB;
    expect(size, `${searchPage} loads ${size.toFixed(1)} KiB of script`).toBeLessThanOrEqual(searchBudgetKiB);
  });

  it(`draws its first results with ${firstScreenBudgetKiB} KiB of script gzipped`, () => {
    expect(firstScreenKiB, `the first screen's script is ${firstScreenKiB.toFixed(1)} KiB`).toBeLessThanOrEqual(
      firstScreenBudgetKiB,
    );
  });

  const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
  it.each(['current', ...versions])(
    `fetches an index base within ${indexBaseBudgetKiB} KiB gzipped (%s)`,
    (version) => {
      const size = kib(gzipSync(readFileSync(path.join(buildDir, indexPaths.base(version)))).length);
      expect(size, `the ${version} index base is ${size.toFixed(1)} KiB`).toBeLessThanOrEqual(indexBaseBudgetKiB);
    },
  );
});
