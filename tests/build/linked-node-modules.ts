/**
 * `npm run test:linked-build`: builds a copy of the checkout whose `node_modules` is a symbolic link
 * (as pnpm and many monorepos lay it out) and checks that every override of a Docusaurus internal
 * still applies there. The overrides' guard fails that build naming one that did not apply; this
 * also holds the copy's entry bundle to the size of the checkout's own build in `build/`, which a
 * bundle that takes back an upstream module (Prism's grammars: +30 KiB) would exceed.
 * Run after `npm run build`; the copy is deleted afterwards.
 *
 * The copy is built with the page-feedback control switched on (FEEDBACK_ENDPOINT, pointing at the
 * browser tests' stand-in collector) and its build kept in `build-linked/`, where
 * tests/e2e/page-feedback.spec.ts serves it: the control's browser tests need no build of their own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { commitCopy, copyCheckout } from '../../lib/checkout-copy';
import { linkedBuild } from '../e2e/support/feedback-collector';

/** The copy's entry may differ by module paths, not by a module: 2% of main.js is about 3 KiB. */
const tolerance = 0.02;

function mainScriptGzipBytes(buildDir: string): number {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const main = readdirSync(jsDir).find((file) => /^main\.[\da-f]+\.js$/.test(file));
  if (!main) throw new Error(`${jsDir} has no main.<hash>.js`);
  return gzipSync(readFileSync(path.join(jsDir, main))).length;
}

function fail(message: string): never {
  console.error(`linked node_modules build: ${message}`);
  process.exit(1);
}

if (!existsSync('build/index.html')) fail('run `npm run build` first: the copy is compared with build/');

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-linked-build-'));
try {
  copyCheckout(dir);
  commitCopy(dir);
  const outDir = path.resolve(linkedBuild.dir);
  rmSync(outDir, { recursive: true, force: true });
  console.log(`Building a copy with a linked node_modules in ${dir}, with page feedback, into ${linkedBuild.dir}/`);
  // Without the persistent cache, which the link shares with the checkout: every module resolved anew.
  const result = spawnSync('npm', ['run', 'build', '--', '--out-dir', outDir], {
    cwd: dir,
    env: {
      ...process.env,
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      FEEDBACK_ENDPOINT: linkedBuild.feedbackEndpoint,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) fail(`the build failed:\n${result.stderr.trim().split('\n').slice(-20).join('\n')}`);
  const copied = mainScriptGzipBytes(outDir);
  const own = mainScriptGzipBytes('build');
  const ratio = copied / own;
  console.log(`main.js (gzip): ${own} B in build/, ${copied} B with the linked node_modules (${ratio.toFixed(3)}×)`);
  if (Math.abs(ratio - 1) > tolerance) {
    fail(`main.js differs by more than ${tolerance * 100}%: an override no longer applies through the link`);
  }
  console.log('Every override applied through the linked node_modules');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
