/**
 * `npm run bench:api`: what the API reference costs. Builds the site twice into
 * temporary directories, without the reference (TESSERA_API_REFERENCE=off) and with
 * it, then prints the build times and the gzip size of the scripts that pages load:
 * - an operation page (initial scripts, and the explorer loaded on demand);
 * - guide pages, against the same pages built without the reference.
 * On a shared machine run it as `flock /tmp/build.lock npm run bench:api`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuiltSite } from '../../lib/page-weight';

const OPERATION_PAGE = '/docs/developer/list-tasks';
const API_PAGES = ['/docs/developer', OPERATION_PAGE, '/docs/developer/schemas/user-task'];
const GUIDE_PAGES = ['/docs/guides', '/docs/guides/request-access-api', '/docs/admin', '/docs/user'];
const API_PAGE_BUDGET_KIB = 400;
const GUIDE_GROWTH_BUDGET = 0.05;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function timed(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const start = performance.now();
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

function main(): void {
  const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  try {
    const baselineDir = path.join(work, 'without-api');
    const fullDir = path.join(work, 'with-api');
    const baselineSeconds = timed(
      'Build without the API reference',
      'npx',
      ['docusaurus', 'build', '--out-dir', baselineDir],
      {
        ...process.env,
        TESSERA_API_REFERENCE: 'off',
      },
    );
    const baseline = new BuiltSite(baselineDir);
    const baselineGuides = GUIDE_PAGES.map((page) => baseline.initialScripts(page).gzipBytes);

    const generateSeconds = timed('Generate the API pages (gen:api)', 'npx', ['tsx', 'scripts/openapi/generate.ts']);
    const buildSeconds = timed('Build with the API reference', 'npx', ['docusaurus', 'build', '--out-dir', fullDir]);
    const site = new BuiltSite(fullDir);
    console.log(
      `Build time added by the API reference: ${(generateSeconds + buildSeconds - baselineSeconds).toFixed(1)} s\n`,
    );

    console.log('Initial script per page (gzip):');
    const apiWeights = API_PAGES.map((page) => site.initialScripts(page).gzipBytes);
    API_PAGES.forEach((page, index) => {
      console.log(`  ${page}: ${kib(apiWeights[index] ?? 0)}`);
    });
    const explorer = site.deferredScripts('api-explorer', OPERATION_PAGE);
    console.log(`  explorer and code samples, loaded on demand on ${OPERATION_PAGE}: ${kib(explorer.gzipBytes)}`);

    const growths = GUIDE_PAGES.map((page, index) => {
      const before = baselineGuides[index] ?? 0;
      const after = site.initialScripts(page).gzipBytes;
      const growth = (after - before) / before;
      console.log(`  ${page}: ${kib(after)} (${kib(before)} without the reference, ${(growth * 100).toFixed(1)} %)`);
      return growth;
    });
    const guidesWithin = growths.every((growth) => growth <= GUIDE_GROWTH_BUDGET);

    const apiWithin = apiWeights.every((bytes) => bytes <= API_PAGE_BUDGET_KIB * 1024);
    console.log(`\nAPI pages within ${API_PAGE_BUDGET_KIB} KiB: ${apiWithin ? 'yes' : 'NO'}`);
    console.log(`Guide pages within +${GUIDE_GROWTH_BUDGET * 100} %: ${guidesWithin ? 'yes' : 'NO'}`);
    if (!apiWithin || !guidesWithin) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
