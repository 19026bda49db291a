/**
 * `npm run bench:search`: on an existing build, types every query of search-queries.ts into the
 * site's search dialog in headless Chromium and, as a peer, into Pagefind indexed over the same
 * build. Prints recall@5, MRR, keystroke-to-rendered-results times (p50/p95, once loaded) and the
 * compressed bytes fetched from first intent to first results. Then runs our own query set
 * (search-queries-personas.ts) through the embedded client (in Node, over the built index, as the
 * CI floor does) and through Pagefind, and prints recall@1, recall@5 and MRR side by side, for the
 * whole set, the part the ranking was tuned on and the held-out part, with the Typesense stand-in's
 * (the synonyms and weights pushed to Typesense, without its typos or stemming) beside them; with
 * `--verbose`, the rank of each query's answer in each. It builds nothing itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import compression from 'compression';
import express from 'express';
import { chromiumArgs, chromiumPath } from '../../lib/chromium';
import { site } from '../../config/site';
import { indexDirectory, indexPaths } from '../../src/client/search/engine';
import { buildRequestHandler } from '../../lib/serve-build';
import { searchQueries, type BenchQuery } from './search-queries';
import { personaQueries, type PersonaQuery } from './search-queries-personas';
import {
  embeddedSearch,
  ranksThrough,
  relevanceFigures,
  scored,
  sitePath,
  type RelevanceFigures,
  type ShownResult,
  typesenseStandInSearch,
} from './search-relevance';

const buildDir = path.resolve('build');
/** `--verbose`: also print each query of our own set with the rank of its answer in each engine. */
const verbose = process.argv.includes('--verbose');
const startPage = `${site.baseUrl}guides`;
const pagefindSelectorsToSkip = [
  'nav',
  'footer',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  '.theme-doc-sidebar-container',
];

interface EngineResult {
  readonly name: string;
  readonly ranks: (number | undefined)[];
  readonly keystrokeMs: number[];
  readonly bytesBeforeFirstResults: number[];
}

/** The site path of a result, comparable with the expected pages of the query set. */
function normalize(url: string): string {
  const pathname = new URL(url, 'http://x').pathname.replace(/\.html$/, '').replace(/\/index$/, '');
  return pathname.replace(new RegExp(`^${site.baseUrl}`), '').replace(/^\//, '');
}

function rankOf(urls: readonly string[], query: BenchQuery): number | undefined {
  const index = urls.map(normalize).findIndex((url) => query.expected.includes(url));
  return index < 0 ? undefined : index + 1;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function startServer(pagefindDir: string): Promise<Server> {
  const app = express();
  app.use(compression());
  app.use(`${site.baseUrl}pagefind`, express.static(pagefindDir));
  app.use(buildRequestHandler(buildDir));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

/**
 * Counts compressed bytes on the wire (body and headers) from now until `until` resolves, for the
 * page and its workers (Pagefind searches in a worker). Prefetches of linked pages (`<link
 * rel=prefetch>`, which Chromium reports as type "other") are the page's, not the search's.
 */
async function bytesDuring(page: Page, until: () => Promise<unknown>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onFinished = (request: Request): void => {
    if (request.resourceType() === 'other') return;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  };
  page.context().on('requestfinished', onFinished);
  await until();
  page.context().off('requestfinished', onFinished);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

const dialogInput = 'dialog input[role="combobox"]';

interface BenchWindow {
  benchKeydown: number;
  benchShown: { query: string; at: number } | undefined;
}

/** Resolves with the time from the last keydown to the moment the DOM showed the results of `value`. */
async function dialogShows(page: Page, value: string): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => {
      const bench = window as unknown as BenchWindow;
      return bench.benchShown?.query === expected ? bench.benchShown.at - bench.benchKeydown : false;
    },
    value,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Notes when each key goes down and when the dialog's DOM first shows the results of a query. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bench = window as unknown as BenchWindow;
    window.addEventListener(
      'keydown',
      () => {
        bench.benchKeydown = performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const list = document.querySelector('dialog [role="listbox"]');
      const status = document.querySelector('dialog [role="status"] p')?.textContent;
      const query = list?.getAttribute('data-search-query') ?? /^No results for "(.*)"$/.exec(status ?? '')?.[1];
      if (query !== undefined && query !== bench.benchShown?.query) bench.benchShown = { query, at: performance.now() };
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

async function benchSite(browser: Browser, origin: string): Promise<EngineResult> {
  const result: EngineResult = { name: 'Tessera (embedded)', ranks: [], keystrokeMs: [], bytesBeforeFirstResults: [] };
  for (const query of searchQueries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${startPage}`, { waitUntil: 'networkidle' });
    await instrument(page);
    const bytes = await bytesDuring(page, async () => {
      await page.keyboard.press('Control+k');
      await page.locator(dialogInput).waitFor();
      for (let length = 1; length <= query.query.length; length += 1) {
        await page.keyboard.type(query.query.charAt(length - 1));
        await dialogShows(page, query.query.slice(0, length));
        if ((await page.locator('dialog [role="listbox"]').count()) > 0) break;
      }
    });
    result.bytesBeforeFirstResults.push(bytes);
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${startPage}`, { waitUntil: 'networkidle' });
  await instrument(page);
  await page.keyboard.press('Control+k');
  const input = page.locator(dialogInput);
  await input.pressSequentially('warm');
  await dialogShows(page, 'warm');
  for (const query of searchQueries) {
    await input.fill('');
    for (let length = 1; length <= query.query.length; length += 1) {
      await page.keyboard.type(query.query.charAt(length - 1));
      result.keystrokeMs.push(await dialogShows(page, query.query.slice(0, length)));
    }
    const urls = await page
      .locator('dialog [role="listbox"] [role="group"]')
      .evaluateAll((groups) => groups.map((group) => group.querySelector('a')?.getAttribute('href') ?? ''));
    result.ranks.push(rankOf(urls, query));
  }
  await context.close();
  return result;
}

interface PagefindWindow {
  benchSearch: (query: string) => Promise<string[]>;
  /** The top pages with the sub-results Pagefind's UI shows under each (three). */
  benchSearchShown: (query: string) => Promise<{ page: string; hits: string[] }[]>;
}

/** Pagefind's own API, rendering the top results (of the current version) as a list, as its UI would. */
async function loadPagefind(page: Page, olderVersions: readonly string[]): Promise<void> {
  const bundleAndVersions = { bundle: `${site.baseUrl}pagefind/pagefind.js`, base: site.baseUrl, olderVersions };
  await page.evaluate(async ({ bundle, base, olderVersions: versions }) => {
    // Pagefind has no version filter without markup in the pages: results of older docs versions
    // are dropped here, as the site's contextual search does.
    const otherVersions = new RegExp(
      `^${base}(${versions.map((version) => version.replace('.', '\\.')).join('|') || '$^'})/`,
    );
    const pagefind = (await import(bundle)) as {
      init: () => Promise<void>;
      search: (query: string) => Promise<{
        results: {
          data: () => Promise<{ url: string; meta: { title?: string }; sub_results?: { url: string }[] }>;
        }[];
      }>;
    };
    await pagefind.init();
    const list = document.createElement('ol');
    document.body.append(list);
    (window as unknown as PagefindWindow).benchSearch = async (query) => {
      const found = await pagefind.search(query);
      const loaded = await Promise.all(found.results.slice(0, 24).map((item) => item.data()));
      const top = loaded.filter((item) => !otherVersions.test(item.url)).slice(0, 8);
      list.replaceChildren(
        ...top.map((item) => {
          const entry = document.createElement('li');
          entry.textContent = item.meta.title ?? item.url;
          return entry;
        }),
      );
      return top.map((item) => item.url);
    };
    (window as unknown as PagefindWindow).benchSearchShown = async (query) => {
      const found = await pagefind.search(query);
      const loaded = await Promise.all(found.results.slice(0, 24).map((item) => item.data()));
      return loaded
        .filter((item) => !otherVersions.test(item.url))
        .slice(0, 8)
        .map((item) => ({ page: item.url, hits: (item.sub_results ?? []).slice(0, 3).map((sub) => sub.url) }));
    };
  }, bundleAndVersions);
}

async function benchPagefind(
  browser: Browser,
  origin: string,
  olderVersions: readonly string[],
): Promise<EngineResult> {
  const result: EngineResult = { name: 'Pagefind 1.6', ranks: [], keystrokeMs: [], bytesBeforeFirstResults: [] };
  const search = (page: Page, query: string): Promise<string[]> =>
    page.evaluate((text) => (window as unknown as PagefindWindow).benchSearch(text), query);
  for (const query of searchQueries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${startPage}`, { waitUntil: 'networkidle' });
    const bytes = await bytesDuring(page, async () => {
      await loadPagefind(page, olderVersions);
      for (let length = 1; length <= query.query.length; length += 1) {
        if ((await search(page, query.query.slice(0, length))).length > 0) break;
      }
    });
    result.bytesBeforeFirstResults.push(bytes);
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${startPage}`, { waitUntil: 'networkidle' });
  await loadPagefind(page, olderVersions);
  await search(page, 'warm');
  for (const query of searchQueries) {
    let urls: string[] = [];
    for (let length = 1; length <= query.query.length; length += 1) {
      const started = performance.now();
      urls = await search(page, query.query.slice(0, length));
      result.keystrokeMs.push(performance.now() - started);
    }
    result.ranks.push(rankOf(urls, query));
  }
  await context.close();
  return result;
}

/** Our own set through Pagefind, each query typed whole. */
async function pagefindRanks(
  browser: Browser,
  origin: string,
  olderVersions: readonly string[],
  queries: readonly PersonaQuery[],
): Promise<(number | undefined)[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${startPage}`, { waitUntil: 'networkidle' });
  await loadPagefind(page, olderVersions);
  const search = async (query: string): Promise<ShownResult[]> => {
    const shown = await page.evaluate((text) => (window as unknown as PagefindWindow).benchSearchShown(text), query);
    return shown.map((result) => ({ page: sitePath(result.page), hits: result.hits.map(sitePath) }));
  };
  const ranks = await ranksThrough(queries, search);
  await context.close();
  return ranks;
}

function relevanceRow(figures: RelevanceFigures): Record<string, string> {
  return {
    'recall@1': figures.recallAt1.toFixed(3),
    'recall@5': figures.recallAt5.toFixed(3),
    MRR: figures.mrr.toFixed(3),
  };
}

/** recall@1, recall@5 and MRR of our own set, embedded and Pagefind side by side. */
async function benchOwnSet(browser: Browser, origin: string, olderVersions: readonly string[]): Promise<void> {
  const queries = scored(personaQueries);
  const ours = await ranksThrough(queries, embeddedSearch(buildDir));
  const peer = await pagefindRanks(browser, origin, olderVersions, queries);
  const standIn = await ranksThrough(queries, typesenseStandInSearch(buildDir));
  const parts: [string, (query: PersonaQuery) => boolean][] = [
    ['all', () => true],
    ['tuned on', (query) => !query.heldOut],
    ['held out', (query) => query.heldOut === true],
  ];
  const rows: Record<string, Record<string, string>> = {};
  for (const [label, keep] of parts) {
    const pick = (ranks: (number | undefined)[]): (number | undefined)[] =>
      ranks.filter((_, index) => keep(queries[index]));
    const count = queries.filter(keep).length;
    for (const [name, ranks] of [
      ['Tessera (embedded)', ours],
      ['Pagefind 1.6', peer],
      ['Typesense stand-in', standIn],
    ] as const) {
      rows[`${label} (${count}), ${name}`] = relevanceRow(relevanceFigures(pick(ranks)));
    }
  }
  console.log(
    `Our own set: ${queries.length} judged queries of ${personaQueries.length} (${personaQueries.length - queries.length} have no answer in the docs)`,
  );
  console.table(rows);
  const missed = queries.filter((_, index) => (ours[index] ?? 99) > 5).map((query) => query.query);
  if (missed.length > 0) console.log(`Not in our top 5: ${missed.join('; ')}`);
  if (verbose) {
    const rank = (value: number | undefined): string => String(value ?? '-');
    console.table(
      queries.map((query, index) => ({
        query: query.query,
        part: query.heldOut ? 'held out' : 'tuned on',
        style: query.style,
        embedded: rank(ours[index]),
        Pagefind: rank(peer[index]),
        'Typesense stand-in': rank(standIn[index]),
      })),
    );
  }
}

function summary(result: EngineResult): Record<string, string> {
  const found = result.ranks.filter((rank): rank is number => rank !== undefined);
  const recall = found.filter((rank) => rank <= 5).length / result.ranks.length;
  const mrr = found.reduce((sum, rank) => sum + 1 / rank, 0) / result.ranks.length;
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
  return {
    'recall@5': recall.toFixed(3),
    MRR: mrr.toFixed(3),
    'keystroke→results p50': `${percentile(result.keystrokeMs, 50).toFixed(1)} ms`,
    'keystroke→results p95': `${percentile(result.keystrokeMs, 95).toFixed(1)} ms`,
    'bytes before first results (median)': kib(percentile(result.bytesBeforeFirstResults, 50)),
    'bytes before first results (max)': kib(Math.max(...result.bytesBeforeFirstResults)),
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, indexPaths.base('current')))) {
    console.error('No build with a search index in build/: run "npm run build" first.');
    process.exit(1);
  }
  const pagefindDir = mkdtempSync(path.join(tmpdir(), 'bench-pagefind-'));
  const indexed = spawnSync(
    path.resolve('node_modules/.bin/pagefind'),
    [
      '--site',
      buildDir,
      '--output-path',
      pagefindDir,
      '--exclude-selectors',
      pagefindSelectorsToSkip.join(', '),
      '--quiet',
    ],
    { stdio: 'inherit' },
  );
  if (indexed.status !== 0) {
    console.error('Pagefind could not index the build.');
    process.exit(1);
  }
  const server = await startServer(pagefindDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    console.log(`${searchQueries.length} queries over ${origin}${site.baseUrl}`);
    const ours = await benchSite(browser, origin);
    const olderVersions = readdirSync(path.join(buildDir, indexDirectory)).filter(
      (entry) => entry !== 'current' && statSync(path.join(buildDir, indexDirectory, entry)).isDirectory(),
    );
    const peer = await benchPagefind(browser, origin, olderVersions);
    const rows = Object.keys(summary(ours));
    const table = Object.fromEntries(
      rows.map((row) => [row, { [ours.name]: summary(ours)[row], [peer.name]: summary(peer)[row] }]),
    );
    console.table(table);
    const missed = searchQueries.filter((_, index) => (ours.ranks[index] ?? 99) > 5).map((query) => query.query);
    if (missed.length > 0) console.log(`Not in our top 5: ${missed.join('; ')}`);
    await benchOwnSet(browser, origin, olderVersions);
  } finally {
    await browser.close();
    server.close();
    rmSync(pagefindDir, { recursive: true, force: true });
  }
}

void main();
