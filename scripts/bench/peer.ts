/**
 * The peer of the page-speed benchmark: the stock Docusaurus classic template (TypeScript variant)
 * at the version this site uses, scaffolded from the npm registry and built once into a cache
 * outside the repository, then served with compression like our own build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { homedir } from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { installedVersion } from '../../lib/installed-package';
import { fileExistsIn } from '../../lib/serve-build';
import { freePort, run } from './lib';

const docusaurusVersion = installedVersion('@docusaurus/core');
const cacheRoot = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'tessera-bench');
const siteName = `docusaurus-classic-${docusaurusVersion}`;

/** The peer's build directory, scaffolded, installed and built on first use. */
export async function ensurePeerBuild(): Promise<string> {
  const siteDir = path.join(cacheRoot, siteName);
  const buildDir = path.join(siteDir, 'build');
  if (existsSync(path.join(buildDir, 'index.html'))) return buildDir;

  console.error(`Building the peer (stock classic template ${docusaurusVersion}) once, in ${siteDir}`);
  mkdirSync(cacheRoot, { recursive: true });
  if (!existsSync(path.join(siteDir, 'package.json'))) {
    rmSync(siteDir, { recursive: true, force: true });
    await run(
      'npx',
      ['--yes', `create-docusaurus@${docusaurusVersion}`, siteName, 'classic', '--typescript', '--skip-install'],
      {
        cwd: cacheRoot,
      },
    );
  }
  pinLikeOurs(siteDir);
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: siteDir });
  await run('npm', ['run', 'build'], { cwd: siteDir });
  return buildDir;
}

/**
 * Gives the peer our package.json's `overrides`: they pin versions of Docusaurus' dependencies
 * that the registry we install from lacks, and they keep both sites on the same dependency versions.
 */
function pinLikeOurs(siteDir: string): void {
  const ours = JSON.parse(readFileSync('package.json', 'utf8')) as { overrides?: Record<string, string> };
  const manifestPath = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, overrides: ours.overrides ?? {} }, null, 2)}\n`);
}

/** Serves a build at the root with compression and clean URLs (/docs/intro answers from docs/intro/index.html). */
export async function servePeer(buildDir: string): Promise<{ origin: string; close: () => void }> {
  const isFile = fileExistsIn(buildDir);
  const app = express();
  app.use(compression());
  app.use((req, res) => {
    const relative = decodeURIComponent(new URL(req.originalUrl, 'http://peer').pathname).replace(/^\/+/, '');
    const file = [relative, `${relative}.html`, path.join(relative, 'index.html')].find(
      (candidate) => !candidate.split('/').includes('..') && isFile(candidate),
    );
    res.status(file ? 200 : 404).sendFile(file ?? '404.html', { root: buildDir });
  });
  const port = await freePort();
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
