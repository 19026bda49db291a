/**
 * What the MCP server answers from, read once from a production build: every page's Markdown twin
 * (src/plugins/llms-txt), the embedded search index of each docs version (searched by the site's own
 * client, src/client/search/embedded.ts), the glossary and the API description. Nothing a tool is asked
 * for reaches the file system: a page is looked up among the twins read here, never by a path built
 * from the request.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiReference } from '../../config/api-reference';
import { docsVersions } from '../../config/docs-versions';
import { site } from '../../config/site';
import { embeddedBackendReading } from '../../src/client/search/embedded';
import { indexDirectory } from '../../src/client/search/engine';
import type { SearchBackend } from '../../src/client/search/types';
import { readSpec, type JsonObject } from '../openapi/spec-source';

/** The guides a page can belong to, by the first segment of its route; `developer` is the API reference. */
export const sections = {
  guides: 'Getting Started',
  admin: 'Admin Guide',
  user: 'User Guide',
  connectors: 'Connector Guide',
  developer: 'Developer Guide (API reference)',
} as const;
export type SectionKey = keyof typeof sections;
export const sectionKeys = Object.keys(sections) as [SectionKey, ...SectionKey[]];

export interface DocsVersion {
  /** As readers see it in the version menu: 3.2. */
  readonly label: string;
  /** The docs plugin's name, which names the search index directory: current. */
  readonly name: string;
  /** The route prefix of its pages: /docs/ or /docs/3.1/. */
  readonly prefix: string;
}

/** Latest first, as the version menu lists them. */
export const versions: readonly DocsVersion[] = Object.entries(docsVersions).map(([name, version]) => ({
  label: version.label,
  name,
  prefix: `${site.baseUrl}${version.path ? `${version.path}/` : ''}`,
}));
export const versionLabels = versions.map((version) => version.label) as [string, ...string[]];
export const latestVersion = versions[0];

/** Label of the API reference's pages, which every docs version shares. */
export const everyVersion = 'all';

export interface DocPage {
  /** Where the page is served, e.g. /docs/user/access-review/run. */
  readonly route: string;
  /** Its absolute URL on the site. */
  readonly url: string;
  readonly markdownUrl: string;
  readonly title: string;
  readonly description: string;
  /** A docs version label, or `all` for the API reference. */
  readonly version: string;
  readonly section: SectionKey;
  /** The Markdown twin, links absolute. */
  readonly markdown: string;
}

export interface DocsSite {
  readonly origin: string;
  /** Pages by route. */
  readonly pages: ReadonlyMap<string, DocPage>;
  readonly search: SearchBackend;
  /** The API description, parsed. */
  readonly spec: JsonObject;
}

const origin = site.url.replace(/\/$/, '');

/** The absolute URL of a route (`/docs/…`) on the site. */
export const absoluteUrl = (route: string): string => `${origin}${route}`;

function markdownFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(relative, entry.name);
    if (entry.isDirectory())
      return entry.name === indexDirectory || entry.name === 'assets' ? [] : markdownFiles(dir, file);
    return entry.isFile() && entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The page a Markdown twin is of: title from its heading, description from its lead (or first paragraph). */
function pageOf(file: string, markdown: string): DocPage | undefined {
  const route = `${site.baseUrl}${file.replace(/\.md$/, '')}`;
  const version = versions.find((candidate) => candidate.prefix !== site.baseUrl && route.startsWith(candidate.prefix));
  const inVersion = route.slice((version ?? latestVersion).prefix.length);
  const section = inVersion.split('/')[0] as SectionKey;
  if (!(section in sections)) return undefined;
  const blocks = markdown.split(/\n\s*\n/);
  const title = /^# (.+)$/m.exec(blocks[0] ?? '')?.[1]?.trim() ?? route;
  const lead = blocks.slice(1).find((block) => !block.startsWith('Source: <'));
  const description = (lead ?? '').replace(/^> /, '').replace(/\s+/g, ' ').trim();
  return {
    route,
    url: absoluteUrl(route),
    markdownUrl: absoluteUrl(`${route}.md`),
    title,
    description,
    version: section === 'developer' ? everyVersion : (version ?? latestVersion).label,
    section,
    markdown,
  };
}

/** Reads the build in `buildDir`; fails with one message when there is none or it lacks the twins or index. */
export function loadDocsSite(buildDir: string): DocsSite {
  const dir = path.resolve(buildDir);
  if (!existsSync(path.join(dir, 'llms.txt'))) {
    throw new Error(`No production build with Markdown pages in ${dir}. Run "npm run build" first.`);
  }
  for (const { name } of versions) {
    if (!existsSync(path.join(dir, indexDirectory, name))) {
      throw new Error(
        `${dir} has no embedded search index for docs version ${name}; build without SEARCH_EMBEDDED=false.`,
      );
    }
  }
  const pages = new Map<string, DocPage>();
  for (const file of markdownFiles(dir)) {
    const page = pageOf(file, readFileSync(path.join(dir, file), 'utf8'));
    if (page) pages.set(page.route, page);
  }
  // The index's files are named by the index itself (indexPaths), never by a request.
  const search = embeddedBackendReading(
    async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown,
  );
  return { origin, pages, search, spec: readSpec(apiReference.specPath).root };
}
