/** Reads the production build in build/ the way the deployed server resolves it. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { site } from '../../config/site';
import { htmlFilesIn } from '../../lib/built-html';
import { resolveRequest } from '../../lib/static-routing';
import { overrideEnabled, overrides, type OverrideId } from '../../lib/overrides/manifest';

export const buildDir = path.resolve('build');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('No production build in build/: run "npm run build" before "npm run test:site".');
}

const isFile = (relative: string): boolean => {
  const absolute = path.join(buildDir, relative);
  return existsSync(absolute) && statSync(absolute).isFile();
};

/** The build file that answers a site path such as /docs/admin, or undefined for a 404. */
export function fileForPath(pathname: string): string | undefined {
  let resolution = resolveRequest(pathname, { baseUrl: site.baseUrl, exists: isFile });
  for (let hops = 0; resolution.kind === 'redirect' && hops < 3; hops += 1) {
    resolution = resolveRequest(resolution.location, { baseUrl: site.baseUrl, exists: isFile });
  }
  return resolution.kind === 'file' ? resolution.file : undefined;
}

/** Site paths of every page in the sitemap, e.g. /docs/admin. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Every HTML file in the build, relative to it. */
export function htmlFiles(): string[] {
  return htmlFilesIn(buildDir);
}

const cache = new Map<string, CheerioAPI>();
export function loadHtml(file: string): CheerioAPI {
  let page = cache.get(file);
  if (!page) {
    page = load(readFileSync(path.join(buildDir, file), 'utf8'));
    cache.set(file, page);
  }
  return page;
}

/** The site path a build file is served at: admin/apps.html -> /docs/admin/apps. */
export function pathForFile(file: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${site.baseUrl}${route}`.replace(/\/$/, '') || '/';
}

/**
 * Whether the build under test has an override of lib/overrides/manifest.ts on. The suite reads
 * TESSERA_OVERRIDES_OFF as the build did: a test of what an override buys runs only when it is on.
 */
export const overrideOn = (id: OverrideId): boolean => overrideEnabled(id);

/** Whether every override is on: the page-weight budgets hold for the site as shipped. */
export const everyOverrideOn = (): boolean => overrides.every((override) => overrideEnabled(override.id));
