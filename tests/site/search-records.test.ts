/**
 * The search records of the build (src/plugins/search-index/node/records.ts reads them out of the built
 * HTML by Docusaurus' theme class names, which an upgrade may rename): every page has records, each
 * record names its guide and page, and each anchor a result links to exists on its page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { navbar } from '../../config/navbar';
import { site } from '../../config/site';
import { operationNames } from '../../lib/openapi/operation-names';
import { readSpec } from '../../lib/openapi/spec-source';
import { embeddedBackend } from '../../src/client/search/embedded';
import type { DocSearchRecord } from '../../src/client/search/types';
import { buildDir, fileForPath, htmlFiles, loadHtml, pathForFile } from './built-site';

const records = JSON.parse(
  readFileSync(path.join(buildDir, 'search-index', 'docsearch-records.json'), 'utf8'),
) as DocSearchRecord[];

/** Pages that are not documentation, as the plugin leaves them out: search, not-found, tag lists. */
const notIndexed = /^(search|404)$|(^|\/)tags(\/.*)?$/;
/** A page that asks robots not to index it (an older version's root, which only redirects) has no records. */
const asksNoIndex = (file: string): boolean =>
  /\bnoindex\b/.test(loadHtml(file)('meta[name="robots"]').attr('content') ?? '');
const pages = htmlFiles()
  .filter((file) => !asksNoIndex(file))
  .map(pathForFile)
  .filter((pathname) => !notIndexed.test(pathname.slice(site.baseUrl.length)))
  .sort();

const pageKey = (pathname: string): string => pathname.replace(/\/$/, '') || '/';
const recordsByPage = new Map<string, DocSearchRecord[]>();
for (const record of records) {
  const key = pageKey(record.url_without_anchor);
  recordsByPage.set(key, [...(recordsByPage.get(key) ?? []), record]);
}

/** The navbar label of each guide, by the first segment of its pages' paths (admin, developer…). */
const guideLabels = new Map(
  navbar.items.flatMap((item): [string, string][] => {
    const label = 'label' in item ? item.label : undefined;
    if (!label) return [];
    if ('sidebarId' in item && item.sidebarId) return [[item.sidebarId, label]];
    if ('to' in item && item.to) return [[item.to.replace(/^\//, ''), label]];
    return [];
  }),
);

function guideOf(pathname: string): string | undefined {
  // /docs/admin/… or, in an older version, /docs/3.1/admin/…
  const [segment] = pathname
    .slice(site.baseUrl.length)
    .replace(/^\d+\.\d+\//, '')
    .split('/');
  return guideLabels.get(segment);
}

describe('search records of the build', () => {
  it('cover every page of the build', () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((pathname) => !recordsByPage.has(pageKey(pathname)))).toEqual([]);
  });

  it('name the page (lvl1) and its guide (lvl0) in every record', () => {
    const unnamed = records.filter((record) => !record.hierarchy.lvl0 || !record.hierarchy.lvl1).map((r) => r.url);
    expect(unnamed).toEqual([]);
    const wrongGuide = records
      .filter((record) => {
        const guide = guideOf(record.url_without_anchor);
        return guide !== undefined && !record.hierarchy.lvl0?.startsWith(guide);
      })
      .map((record) => `${record.url}: ${record.hierarchy.lvl0 ?? ''}`);
    expect(wrongGuide).toEqual([]);
  });

  it("give each doc page's title as its page record's lvl1", () => {
    // The landing page's title is in its banner, outside the content; its record takes the <title>.
    const mismatches = pages.flatMap((pathname) => {
      if (pathname === pageKey(site.baseUrl)) return [];
      const file = fileForPath(pathname);
      const pageRecord = recordsByPage.get(pageKey(pathname))?.find((record) => record.type === 'lvl1');
      if (!file || !pageRecord) return [`${pathname}: no page record`];
      const title = loadHtml(file)('h1').first().text().replace(/\s+/g, ' ').trim();
      return title && pageRecord.hierarchy.lvl1 !== title
        ? [`${pathname}: ${pageRecord.hierarchy.lvl1} ≠ ${title}`]
        : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('link only to anchors that exist on their page', () => {
    const missing = records.flatMap((record) => {
      if (!record.anchor) return [];
      const file = fileForPath(record.url_without_anchor);
      if (!file) return [`${record.url}: no page`];
      const $ = loadHtml(file);
      return $(`[id="${record.anchor}"]`).length > 0 ? [] : [record.url];
    });
    expect(records.filter((record) => record.anchor).length).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});

describe('the embedded search of the build, for an API parameter or field name', () => {
  // The browser client, fetching the index files from build/.
  vi.stubGlobal('fetch', (url: string) => {
    const file = path.join(buildDir, url.slice(site.baseUrl.length).replace(/\?.*/, ''));
    const body = readFileSync(file, 'utf8');
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(JSON.parse(body) as unknown) });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 3 };
  const operations = operationNames(readSpec(apiReference.specPath));
  const reference = `${site.baseUrl}${apiReference.routeBasePath}/`;
  /** The operation pages that take or return `name`, from the API description. */
  const pagesWith = (name: string): string[] =>
    operations
      .filter(
        (operation) =>
          operation.parameters.some((parameter) => parameter.name === name) ||
          [...operation.requestFields, ...operation.responses.flatMap((response) => response.fields)].includes(name),
      )
      .map((operation) => `${reference}${operation.slug}`);

  // Among the first three results: ranking (src/client/search/engine.ts) decides the order, this checks
  // that the records give the operation pages the names at all.
  const firstThree = async (query: string): Promise<string[]> =>
    (await embeddedBackend(site.baseUrl).search(query, context)).slice(0, 3).map((group) => group.page);

  it.each(['ReconciliationBatchId', 'correlationId', 'pagesize'])(
    'finds, among the first three results, an operation page that takes or returns %s',
    async (name) => {
      const expected = pagesWith(name);
      expect(expected.length, `no operation of the API description has ${name}`).toBeGreaterThan(0);
      // The API overview's Conventions section explains pagesize for every list operation.
      if (name === 'pagesize') expected.push(reference.replace(/\/$/, ''));
      const found = await firstThree(name);
      expect(
        found.some((page) => expected.includes(page)),
        `${name}: first results ${found.join(', ')}`,
      ).toBe(true);
    },
  );

  it('finds List reconciliation events for ReconciliationBatchId, whose parameters its record holds', async () => {
    const groups = (await embeddedBackend(site.baseUrl).search('ReconciliationBatchId', context)).slice(0, 3);
    const operation = groups.find((group) => group.page === `${reference}list-reconciliation-events`);
    // The operation's Request and Responses sections are part of its page record (src/plugins/search-index).
    expect(operation?.hits.at(0)?.url).toBe(`${reference}list-reconciliation-events`);
  });
});
