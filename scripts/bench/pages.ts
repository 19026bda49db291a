/**
 * `npm run bench:pages [-- --runs N] [--build] [--dir DIR] [--compare NAME=DIR ...] [--page NAME ...] [--skip-peer]`: page speed as Lighthouse measures it (mobile,
 * simulated throttling), on pages of the production build served as deployed (scripts/serve.ts)
 * and on the doc page of the stock Docusaurus classic template, the peer. Runs are interleaved
 * (every page once, then again) so that a busy moment of the machine hits all pages alike.
 * Prints the median of each figure and its ratio to the peer; asserts nothing.
 * With --build it first times `npm run build` (the build-time budget). With --typesense it also
 * builds the site for a Typesense cluster, a stand-in on loopback (typesense-stand-in.ts), into a
 * temporary directory, and measures its search page for readers of either version.
 * With --compare it also measures the same pages of other builds, in the same rounds: an override of
 * lib/overrides/manifest.ts on against off (a build made with TESSERA_OVERRIDES_OFF=<id>, --out-dir DIR).
 * --page keeps the named pages only (`--page 'doc page'`); --skip-peer leaves the peer out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../lib/chromium';
import { site } from '../../config/site';
import { ensurePeerBuild, servePeer } from './peer';
import { median, output, run, serveBuild, summarize, type Measurement } from './lib';
import { startTypesenseStandIn } from './typesense-stand-in';

const lighthouseCli = createRequire(path.resolve('package.json')).resolve('lighthouse/cli/index.js');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: false },
    // Another build directory to measure, e.g. a copy kept while others rebuild build/.
    dir: { type: 'string', default: 'build' },
    typesense: { type: 'boolean', default: false },
    compare: { type: 'string', multiple: true, default: [] },
    page: { type: 'string', multiple: true, default: [] },
    'skip-peer': { type: 'boolean', default: false },
  },
});
const comparisons = values.compare.map((option) => {
  const [name = '', dir = ''] = option.split('=');
  if (!name || !dir) throw new Error(`--compare takes NAME=DIR, got "${option}"`);
  return { name, dir };
});
const chosen = (name: string): boolean => values.page.length === 0 || values.page.includes(name);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

const searchPath = '/docs/search?q=access%20review';

/** What is measured: one page of each kind a reader lands on, and the search page for either version. */
const pages = [
  { name: 'doc page', path: '/docs/user/access-request/request-access' },
  { name: 'diagram page', path: '/docs/admin/architecture' },
  { name: 'landing page', path: site.baseUrl },
  { name: 'API operation', path: '/docs/developer/submit-cart' },
  { name: 'search page', path: searchPath },
  { name: 'search page, 3.1', path: `${searchPath}&version=3.1` },
] as const;
const typesensePages = [
  { name: 'search page, Typesense', path: searchPath },
  { name: 'search page, 3.1, Typesense', path: `${searchPath}&version=3.1` },
] as const;
const peerPage = { name: 'template doc page (peer)', path: '/docs/intro' };

/**
 * One Lighthouse run in its own process and its own fresh Chromium. Lighthouse's CLI runs under
 * plain Node: the code it sends into the page must not pass through tsx, whose helpers the page lacks.
 */
async function measure(url: string): Promise<Measurement> {
  const flags = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=${[...chromiumArgs, '--headless=new'].join(' ')}`,
  ];
  const env = { ...process.env, CHROME_PATH: chromiumPath };
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that load is measured again, up
  // to twice, after a pause that lets the previous browser finish closing.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return summarize(JSON.parse(await output(process.execPath, [lighthouseCli, ...flags], env)) as Result);
    } catch (error) {
      if (attempt === 3) throw error;
      const reason = error instanceof Error ? (/\(([A-Z_]+)\)/.exec(error.message)?.[1] ?? error.message) : error;
      process.stderr.write(`Lighthouse failed on ${url} (${String(reason)}); measuring it again\n`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

function buildSite(): Promise<number> {
  const start = performance.now();
  return run('npm', ['run', 'build'], { stdio: 'inherit' }).then(() => (performance.now() - start) / 1000);
}

const standInKey = 'bench-search-only-key';

/** The site built for the Typesense stand-in, served with a policy that lets its pages call it. */
async function serveTypesenseBuild(): Promise<{ origin: string; close: () => void }> {
  const standIn = await startTypesenseStandIn(values.dir, standInKey);
  const outDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-typesense-'));
  try {
    const env = {
      ...process.env,
      TYPESENSE_HOST: '127.0.0.1',
      TYPESENSE_PORT: String(standIn.port),
      TYPESENSE_PROTOCOL: 'http',
      TYPESENSE_COLLECTION: 'tessera-docs',
      TYPESENSE_SEARCH_API_KEY: standInKey,
      SEARCH_EMBEDDED: 'false',
    };
    process.stderr.write(`building for the Typesense stand-in at ${standIn.origin} into ${outDir}\n`);
    await run('npm', ['run', 'build', '--', '--out-dir', outDir], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const connectSrc = [process.env.CSP_CONNECT_SRC, standIn.origin].filter(Boolean).join(' ');
    const server = await serveBuild(outDir, { ...process.env, CSP_CONNECT_SRC: connectSrc });
    return {
      origin: server.origin,
      close: () => {
        server.close();
        standIn.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    standIn.close();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

async function main(): Promise<void> {
  const buildSeconds = values.build ? await buildSite() : undefined;
  // Every server started is stopped, even when a later one fails to start.
  const running: { close: () => void }[] = [];
  const started = async <T extends { close: () => void }>(server: Promise<T>): Promise<T> => {
    const ready = await server;
    running.push(ready);
    return ready;
  };
  try {
    const typesense = values.typesense ? await started(serveTypesenseBuild()) : undefined;
    const peer = values['skip-peer'] ? undefined : await started(ensurePeerBuild().then(servePeer));
    const server = await started(serveBuild(values.dir));
    const compared: { name: string; server: { origin: string } }[] = [];
    for (const { name, dir } of comparisons) compared.push({ name, server: await started(serveBuild(dir)) });
    const targets = [
      ...pages
        .filter((page) => chosen(page.name))
        .flatMap((page) => [
          { name: page.name, url: `${server.origin}${page.path}` },
          ...compared.map((other) => ({
            name: `${page.name} [${other.name}]`,
            url: `${other.server.origin}${page.path}`,
          })),
        ]),
      ...(typesense ? typesensePages.map((page) => ({ name: page.name, url: `${typesense.origin}${page.path}` })) : []),
      ...(peer ? [{ name: peerPage.name, url: `${peer.origin}${peerPage.path}` }] : []),
    ];
    const results = new Map(targets.map((target) => [target.name, [] as Measurement[]]));
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        process.stderr.write(`run ${round}/${runs}: ${target.name}\n`);
        results.get(target.name)?.push(await measure(target.url));
      }
    }
    printTable(results, peerPage.name);
    if (buildSeconds !== undefined) console.log(`\nnpm run build: ${buildSeconds.toFixed(1)} s wall time`);
  } finally {
    for (const server of running.reverse()) server.close();
  }
}

function printTable(results: Map<string, Measurement[]>, peerName: string): void {
  const medians = new Map(
    [...results].map(([name, list]) => [
      name,
      {
        score: median(list.map((m) => m.score)),
        lcp: median(list.map((m) => m.lcpMs)),
        tbt: median(list.map((m) => m.tbtMs)),
        cls: median(list.map((m) => m.cls)),
        script: median(list.map((m) => m.scriptBytes)),
        total: median(list.map((m) => m.totalBytes)),
        thirdParty: Math.max(...list.map((m) => m.thirdPartyRequests)),
      },
    ]),
  );
  const peer = medians.get(peerName);
  const ratio = (value: number, base: number | undefined): string =>
    base ? `${(value / base).toFixed(2)}×` : value === 0 ? '=' : '∞';
  const rows = [
    [
      'page',
      'score',
      'LCP ms',
      'TBT ms',
      'CLS',
      'script KiB',
      'total KiB',
      '3rd-party req',
      'vs peer: score',
      'LCP',
      'TBT',
      'script',
      'total',
    ],
  ];
  for (const [name, m] of medians) {
    rows.push([
      name,
      m.score.toFixed(2),
      m.lcp.toFixed(0),
      m.tbt.toFixed(0),
      m.cls.toFixed(3),
      (m.script / 1024).toFixed(1),
      (m.total / 1024).toFixed(1),
      String(m.thirdParty),
      ratio(m.score, peer?.score),
      ratio(m.lcp, peer?.lcp),
      ratio(m.tbt, peer?.tbt),
      ratio(m.script, peer?.script),
      ratio(m.total, peer?.total),
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling; medians (3rd-party: worst run)`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
