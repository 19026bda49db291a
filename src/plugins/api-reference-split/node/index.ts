/**
 * Local plugin: keeps the API reference's code and styles off the guide pages.
 * - Docusaurus moves modules used by half of all pages into a `common` chunk that every page
 *   loads. The reference adds about a hundred pages that share the explorer's dependencies, so
 *   without this they would land in `common` and on every guide page.
 * - Docusaurus puts all CSS in one stylesheet that every page loads; the reference's (about half
 *   of it) get one of their own, `api-styles`. The server render does not name a page's own
 *   chunks, so after the build the reference's pages get a link to it beside the site's
 *   stylesheet: they are styled from the first paint, and the browser loads it once.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { firstStylesheetLink, htmlFilesIn } from '../../../../lib/built-html';

export interface SplitModule {
  nameForCondition?: () => string | null;
  resource?: string;
}

export interface ApiReferenceSplitOptions {
  /** True for modules that only the API reference uses. */
  readonly isApiModule: (module: SplitModule) => boolean;
  /** The reference's route base path below the site's base URL, e.g. `developer`. */
  readonly routeBasePath: string;
}

export const apiStylesChunk = 'api-styles';

/** `html` with a link to `href` after its first stylesheet; fails when it has none, as the template changed. */
export function withStylesheet(html: string, href: string, file: string): string {
  if (html.includes(`href="${href}"`)) return html;
  const match = firstStylesheetLink(html);
  if (!match) throw new Error(`[api-reference-split] ${file} has no stylesheet link to put ${href} after`);
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}<link rel="stylesheet" href="${href}">${html.slice(end)}`;
}

/** The built HTML files of the reference's pages, absolute. */
export function apiReferencePages(outDir: string, routeBasePath: string): string[] {
  const pagesDir = path.join(outDir, routeBasePath);
  // The reference's index page is `developer.html` beside its directory.
  return [
    `${pagesDir}.html`,
    ...(existsSync(pagesDir) ? htmlFilesIn(pagesDir).map((file) => path.join(pagesDir, file)) : []),
  ].filter(existsSync);
}

/** Links the reference's stylesheet into each page of the reference; returns how many pages. */
export function linkApiStyles(outDir: string, baseUrl: string, routeBasePath: string): number {
  const cssDir = path.join(outDir, 'assets', 'css');
  const stylesheet = readdirSync(cssDir).find((name) => name.startsWith(`${apiStylesChunk}.`) && name.endsWith('.css'));
  if (!stylesheet) throw new Error(`[api-reference-split] the build has no ${apiStylesChunk} stylesheet in ${cssDir}`);
  const pages = apiReferencePages(outDir, routeBasePath);
  if (pages.length === 0) throw new Error(`[api-reference-split] no pages of the API reference under ${outDir}`);
  const href = `${baseUrl}assets/css/${stylesheet}`;
  for (const file of pages) writeFileSync(file, withStylesheet(readFileSync(file, 'utf8'), href, file));
  return pages.length;
}

export default function apiReferenceSplitPlugin(options: ApiReferenceSplitOptions): () => Plugin {
  return () => ({
    name: 'tessera-api-reference-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const notApi = (module: SplitModule): boolean => !options.isApiModule(module);
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: { test: notApi },
              styles: { test: notApi },
              apiStyles: {
                name: apiStylesChunk,
                type: 'css/mini-extract',
                chunks: 'all',
                enforce: true,
                priority: 50,
                test: options.isApiModule,
              },
            },
          },
        },
      };
    },
    postBuild({ outDir, siteConfig }) {
      linkApiStyles(outDir, siteConfig.baseUrl, options.routeBasePath);
    },
  });
}
