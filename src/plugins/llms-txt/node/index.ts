/**
 * Local plugin: pages for assistants. Once every docs plugin has loaded, it renders each doc as
 * Markdown (guides from their MDX source, the API reference from the OpenAPI description); after
 * the build it writes each page's Markdown at its route plus `.md`, and `llms.txt` and
 * `llms-full.txt` at the root of the site and of every older docs version.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { kebabCase } from '../../../../lib/openapi/generated-pages';
import { readSpec } from '../../../../lib/openapi/spec-source';
import { componentRenderers } from './components';
import { resolveLink, siteUrl, type SiteLinks } from './links';
import { llmsFullTxt, llmsTxt, type LlmsIndex, type LlmsLink, type LlmsPage, type LlmsSection } from './llms';
import { mdxToMarkdown, withHeader } from './markdown';
import { ApiMarkdown, type ApiPage } from '../../../../lib/openapi/api-markdown';
import { markdownPathFor, pageRoute } from '../../../client/markdown-paths';

interface ApiOptions {
  readonly pluginId: string;
  readonly specPath: string;
}

export interface LlmsTxtOptions {
  /** The docs plugin instance generated from an OpenAPI description, and that description. */
  readonly api?: ApiOptions;
  /** The guide whose versions the site's versions are; other instances have one version. */
  readonly mainPluginId: string;
}

interface RenderedDoc extends LlmsPage {
  /** The path the page is served at, e.g. /docs/guides. */
  readonly route: string;
  readonly unlisted: boolean;
}

interface RenderedVersion {
  readonly pluginId: string;
  readonly version: LoadedVersion;
  readonly sections: LlmsSection[];
  readonly docs: RenderedDoc[];
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

const docsPluginName = 'docusaurus-plugin-content-docs';

/** Doc ids in the order the sidebars show them, each once. */
function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    const link = item.link?.type === 'doc' ? [item.link.id] : [];
    return [...link, ...sidebarDocIds(item.items)];
  });
}

/** One section per sidebar, titled by its first page (a guide's landing page); then stray pages. */
function sectionsOf(version: LoadedVersion, docs: ReadonlyMap<string, RenderedDoc>): LlmsSection[] {
  const listed = new Set<string>();
  const sections = Object.values(version.sidebars).map((sidebar) => {
    const ids = [...new Set(sidebarDocIds(sidebar))].filter((id) => !listed.has(id));
    ids.forEach((id) => listed.add(id));
    const pages = ids.flatMap((id) => {
      const doc = docs.get(id);
      return doc && !doc.unlisted ? [doc] : [];
    });
    return { title: pages[0]?.title ?? 'Pages', pages };
  });
  const strays = [...docs].filter(([id, doc]) => !listed.has(id) && !doc.unlisted).map(([, doc]) => doc);
  return [...sections, { title: 'Other pages', pages: strays }];
}

export default function llmsTxtPlugin(options: LlmsTxtOptions): (context: LoadContext) => Plugin {
  return (context) => markdownPagesPlugin(context, options);
}

function markdownPagesPlugin({ siteDir, siteConfig }: LoadContext, options: LlmsTxtOptions): Plugin {
  const origin = siteConfig.url.replace(/\/$/, '');
  const { baseUrl } = siteConfig;
  let rendered: RenderedVersion[] = [];

  const sourceFileOf = (doc: DocMetadata): string => path.join(siteDir, doc.source.replace(/^@site\//, ''));

  function apiRenderer({ specPath }: ApiOptions, docs: readonly DocMetadata[]): (doc: DocMetadata) => ApiPage {
    const schemas = new Map(docs.filter((doc) => doc.source.endsWith('.schema.mdx')).map((doc) => [doc.title, doc]));
    // The generator names an operation's page after its operationId, in kebab case.
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const pageUrl = (doc: DocMetadata | undefined) => doc && `${origin}${pageRoute(doc.permalink, baseUrl)}`;
    const api = new ApiMarkdown(readSpec(specPath).root, {
      schema: (name) => pageUrl(schemas.get(name)),
      operation: (operationId) => pageUrl(byId.get(kebabCase(operationId))),
      site: (sitePath) => siteUrl({ origin, baseUrl }, sitePath),
    });
    const operationIdOf = (doc: DocMetadata): string => {
      const operationId = api.operationIds().find((id) => kebabCase(id) === doc.id);
      if (operationId === undefined) throw new Error(`no operation in ${specPath} has the id ${doc.id}`);
      return operationId;
    };
    return (doc) => {
      const file = path.relative(siteDir, sourceFileOf(doc));
      try {
        if (doc.source.endsWith('.info.mdx')) return api.info();
        if (doc.source.endsWith('.tag.mdx')) return api.tag(doc.title);
        if (doc.source.endsWith('.schema.mdx')) return api.schema(doc.title);
        if (doc.source.endsWith('.api.mdx')) return api.operation(operationIdOf(doc));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      throw new Error(`${file}: no Markdown rendering for this kind of API page`);
    };
  }

  return {
    name: 'tessera-llms-txt',

    async allContentLoaded({ allContent }) {
      const instances = (allContent[docsPluginName] ?? {}) as Record<string, LoadedContent>;
      const versions = Object.entries(instances).flatMap(([pluginId, content]) =>
        content.loadedVersions.map((version) => ({ pluginId, version })),
      );
      const routes = new Map(
        versions.flatMap(({ version }) =>
          version.docs.map((doc) => [sourceFileOf(doc), pageRoute(doc.permalink, baseUrl)] as const),
        ),
      );
      const site: SiteLinks = { origin, baseUrl, routes };
      const helpers = { siteUrl: (sitePath: string) => siteUrl(site, sitePath) };
      const renderComponent = (name: string, props: Readonly<Record<string, string>>) =>
        componentRenderers[name]?.(props, helpers);

      rendered = await Promise.all(
        versions.map(async ({ pluginId, version }) => {
          const { api } = options;
          const renderApi = api?.pluginId === pluginId ? apiRenderer(api, version.docs) : undefined;
          // The API reference's hand-written pages (config/api-reference.ts, pagesDir) are Markdown like the guides.
          const generated = (doc: DocMetadata): boolean => /\.(api|info|tag|schema)\.mdx$/.test(doc.source);
          const docs = await Promise.all(
            version.docs.map(async (doc): Promise<[string, RenderedDoc]> => {
              const sourceFile = sourceFileOf(doc);
              const route = pageRoute(doc.permalink, baseUrl);
              const { body, description = doc.description } =
                renderApi && generated(doc)
                  ? renderApi(doc)
                  : {
                      body: mdxToMarkdown(await readFile(sourceFile, 'utf8'), {
                        file: path.relative(siteDir, sourceFile),
                        resolveLink: (url) => resolveLink(site, { sourceFile, route }, url),
                        renderComponent,
                      }),
                    };
              const url = `${origin}${route}`;
              const { title, unlisted } = doc;
              return [
                doc.id,
                {
                  title,
                  description,
                  route,
                  unlisted,
                  markdownUrl: `${origin}${markdownPathFor(route, baseUrl)}`,
                  markdown: withHeader({ title, description, url }, body),
                },
              ];
            }),
          );
          const byId = new Map(docs);
          return { pluginId, version, sections: sectionsOf(version, byId), docs: [...byId.values()] };
        }),
      );
    },

    async postBuild({ outDir }) {
      const files = new Map<string, string>();
      const fileFor = (sitePath: string): string => path.join(outDir, sitePath.slice(baseUrl.length));
      for (const { docs } of rendered) {
        for (const doc of docs) files.set(fileFor(markdownPathFor(doc.route, baseUrl)), doc.markdown);
      }

      const latest = rendered.filter(({ version }) => version.isLast);
      const main = latest.find(({ pluginId }) => pluginId === options.mainPluginId);
      const older = rendered.filter(({ version }) => !version.isLast);
      const indexFor = (title: string, sections: LlmsSection[], optional: LlmsLink[]): LlmsIndex => ({
        title,
        summary: `${siteConfig.tagline}. ${title}: ${sections
          .filter(({ pages }) => pages.length > 0)
          .map((section) => section.title)
          .join(', ')}.`,
        details:
          'Each link below is the Markdown version of a page: its address on the site plus `.md`. ' +
          '`llms-full.txt`, beside this file, holds every page listed here in one file.',
        sections,
        optional,
      });
      const versionTitle = (version: LoadedVersion): string => `${siteConfig.title} ${version.label}`;

      const olderLinks = older.map(({ version }) => ({
        title: `${versionTitle(version)} documentation`,
        url: `${origin}${version.path.replace(/\/?$/, '/')}llms.txt`,
        description: `The pages of version ${version.label}, an earlier release.`,
      }));
      const rootIndex = indexFor(
        main ? versionTitle(main.version) : siteConfig.title,
        latest.flatMap(({ sections }) => sections),
        olderLinks,
      );
      files.set(fileFor(`${baseUrl}llms.txt`), llmsTxt(rootIndex));
      files.set(fileFor(`${baseUrl}llms-full.txt`), llmsFullTxt(rootIndex));
      for (const { version, sections } of older) {
        const index = indexFor(versionTitle(version), sections, []);
        const dir = version.path.replace(/\/?$/, '/');
        files.set(fileFor(`${dir}llms.txt`), llmsTxt(index));
        files.set(fileFor(`${dir}llms-full.txt`), llmsFullTxt(index));
      }

      await Promise.all(
        [...new Set([...files.keys()].map((file) => path.dirname(file)))].map((dir) => mkdir(dir, { recursive: true })),
      );
      await Promise.all([...files].map(([file, content]) => writeFile(file, content)));
      console.log(
        `[llms-txt] ${files.size - 2 * (older.length + 1)} Markdown pages, llms.txt and llms-full.txt written.`,
      );
    },
  };
}
