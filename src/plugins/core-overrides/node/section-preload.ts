/**
 * Adds to each built page the script of the route sections it needs (route-sections.ts), as one more
 * entry script of config/html-template.ts: the server renders with Docusaurus' full route table, so
 * the page's HTML would not name its section, and the browser would fetch it only once main.js has
 * asked for it, one round trip before the page can start. Build side.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from '../../../../lib/built-html';
import { sectionMatches } from '../../../client/route-table';

export interface SectionScript {
  readonly prefix: string;
  readonly chunkName: string;
}

/** The path a build file is served at: admin/apps.html is /docs/admin/apps, index.html /docs/. */
export function pathOfHtmlFile(file: string, baseUrl: string): string {
  const route = file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${baseUrl}${route}`;
}

export function preloadSectionScripts(outDir: string, baseUrl: string, sections: readonly SectionScript[]): number {
  const scripts = readdirSync(path.join(outDir, 'assets', 'js'));
  const fileOf = new Map(
    sections.map(({ chunkName }) => {
      const file = scripts.find((name) => name.startsWith(`${chunkName}.`) && name.endsWith('.js'));
      if (!file)
        throw new Error(`[core-overrides/route-sections] the section chunk ${chunkName} has no script in assets/js`);
      return [chunkName, file];
    }),
  );
  let pages = 0;
  for (const file of htmlFilesIn(outDir)) {
    const pathname = pathOfHtmlFile(file, baseUrl);
    const links = sections
      .filter((section) => sectionMatches(section, pathname))
      .map(
        ({ chunkName }) =>
          `<link rel="preload" as="script" fetchpriority="low" href="${baseUrl}assets/js/${fileOf.get(chunkName) ?? ''}" data-entry-script>`,
      );
    if (links.length === 0) continue;
    const absolute = path.join(outDir, file);
    const html = readFileSync(absolute, 'utf8');
    if (!html.includes('</head>')) throw new Error(`[core-overrides/route-sections] ${file} has no </head>`);
    writeFileSync(absolute, html.replace('</head>', `${links.join('')}</head>`));
    pages += 1;
  }
  return pages;
}
