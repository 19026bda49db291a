/**
 * The docs MCP server: five read-only tools over one build (./site.ts). Both transports, stdio
 * (scripts/mcp.ts) and Streamable HTTP (./http.ts), serve this one implementation.
 *
 * A tool that cannot answer says what was wrong and what would be valid, as a tool error the model
 * reads; an unexpected failure is logged and answered in one line, never with a stack trace.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { apiReference } from '../../config/api-reference';
import { site } from '../../config/site';
import { glossary, glossaryTermId, type GlossaryEntry } from '../../src/data/glossary';
import { maxQueryLength } from '../../src/client/search/limits';
import type { HitGroup, Segment } from '../../src/client/search/types';
import { httpMethods } from '../openapi/spec-source';
import { baseUrlProblem, operationMarkdown, operationsOf, pathMatches } from './api-operation';
import {
  absoluteUrl,
  everyVersion,
  latestVersion,
  sectionKeys,
  sections,
  versionLabels,
  versions,
  type DocPage,
  type DocsSite,
  type SectionKey,
} from './site';

/** Bounds on what a tool reads from a request. */
export const inputLimits = { query: maxQueryLength, path: 512, term: 100, operationId: 100, baseUrl: 200 } as const;

/** An answer the model should read as "your input was wrong", with what would be right. */
export class ToolInputError extends Error {}

const text = (markdown: string): CallToolResult['content'] => [{ type: 'text', text: markdown }];

async function answer(tool: string, run: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ToolInputError) return { content: text(error.message), isError: true };
    console.error(`mcp ${tool}:`, error);
    return {
      content: text(`${tool} failed on the server; try again, or read the site at ${absoluteUrl(site.baseUrl)}.`),
      isError: true,
    };
  }
}

const versionInput = z
  .enum(versionLabels)
  .optional()
  .describe(`Docs version, as the site's version menu names it; ${latestVersion.label} (the latest) when absent.`);
const sectionInput = z
  .enum(sectionKeys)
  .optional()
  .describe(
    `Only pages of this guide: ${Object.entries(sections)
      .map(([key, name]) => `${key} (${name})`)
      .join(', ')}.`,
  );

const versionOf = (label: string | undefined) => versions.find((version) => version.label === label) ?? latestVersion;

const plain = (segments: readonly Segment[]): string => segments.map((segment) => segment.text).join('');
/** Matched words in bold, as the search list marks them. */
const marked = (segments: readonly Segment[]): string =>
  segments.map((segment) => (segment.match && segment.text.trim() ? `**${segment.text}**` : segment.text)).join('');

function sectionOfRoute(route: string): SectionKey | undefined {
  const version = versions.find((candidate) => candidate.prefix !== site.baseUrl && route.startsWith(candidate.prefix));
  const first = route.slice((version ?? latestVersion).prefix.length).split(/[/#]/)[0] as SectionKey;
  return first in sections ? first : undefined;
}

interface SearchResult {
  readonly title: string;
  readonly url: string;
  readonly pageUrl: string;
  readonly section: string;
  readonly snippet: string;
}

function toResult(group: HitGroup): SearchResult {
  const hit = group.hits.at(0);
  const heading = hit && hit.type !== 'lvl1' ? plain(hit.title) : '';
  return {
    title: heading && heading !== group.pageTitle ? `${group.pageTitle} › ${heading}` : group.pageTitle,
    url: absoluteUrl(hit?.url ?? group.page),
    pageUrl: absoluteUrl(group.page),
    section: hit?.path[0] ?? '',
    snippet: hit ? marked(hit.snippet) : '',
  };
}

/** Runs the site's embedded search as the search page does, latest docs version unless told. */
export async function searchDocs(
  docs: DocsSite,
  { query, version, section, limit = 5 }: { query: string; version?: string; section?: SectionKey; limit?: number },
): Promise<SearchResult[]> {
  if (!query.trim()) throw new ToolInputError('The query is empty: give the words to search for.');
  const groups = await docs.search.search(query, {
    locale: 'en',
    version: versionOf(version).name,
    tags: [],
    maxGroups: section ? 25 : limit,
    hitsPerGroup: 1,
  });
  return groups
    .filter((group) => !section || sectionOfRoute(group.page) === section)
    .slice(0, limit)
    .map(toResult);
}

const siteHosts = new Set([new URL(site.url).host, 'localhost', '127.0.0.1', '[::1]']);

/**
 * The page a URL or path names, among the build's pages only: `https://tessera.example/docs/user`,
 * `/docs/user/access-review/run.md`, `user/access-review/run#steps`.
 */
export function findPage(docs: DocsSite, reference: string): DocPage {
  const input = reference.trim();
  let pathname = input;
  if (/^[a-z][a-z\d+.-]*:/i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new ToolInputError(
        `"${input.slice(0, 100)}" is not a URL. Give a page's URL or path, such as ${absoluteUrl(`${site.baseUrl}user/access-review/run`)} or /docs/user/access-review/run.`,
      );
    }
    if (!/^https?:$/.test(url.protocol) || !siteHosts.has(url.host)) {
      throw new ToolInputError(
        `${url.origin} is not this documentation site: only pages of ${absoluteUrl(site.baseUrl)} (or of a local copy) can be read.`,
      );
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new ToolInputError(`"${pathname.slice(0, 100)}" is not a valid path (a malformed %-escape).`);
  }
  if (/(^|[/\\])\.\.?([/\\]|$)|\\|\0/.test(decoded)) {
    throw new ToolInputError(
      `"${decoded.slice(0, 100)}" is refused: only pages of the built site can be read, by their URL or path under ${site.baseUrl}.`,
    );
  }
  const withBase =
    decoded.startsWith(site.baseUrl) || `${decoded}/` === site.baseUrl
      ? decoded
      : `${site.baseUrl}${decoded.replace(/^\/+/, '')}`;
  const route = withBase
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  const page = docs.pages.get(route);
  if (page) return page;
  throw new ToolInputError(
    `No page at ${route || site.baseUrl}. Pages are ${site.baseUrl}<guide>/… for the guides ${sectionKeys.join(', ')}, and ` +
      `${versions
        .slice(1)
        .map((version) => `${version.prefix}<guide>/… for version ${version.label}`)
        .join(', ')}; find one with search_docs or list_pages.`,
  );
}

/** The absolute links of a Markdown page, each once, with their text. */
function linksOf(markdown: string): { text: string; url: string }[] {
  const links = new Map<string, string>();
  for (const [, label = '', url = ''] of markdown.matchAll(/\[([^\]]*)\]\((https?:\/\/[^)\s]+)\)/g)) {
    if (!links.has(url)) links.set(url, label.replace(/[`*]/g, ''));
  }
  return [...links].map(([url, label]) => ({ text: label, url }));
}

const normalizeTerm = (term: string): string => term.toLowerCase().replace(/[\s_-]+/g, '');

export function defineTerm(term: string): GlossaryEntry {
  const wanted = normalizeTerm(term);
  const entry = glossary.find((candidate) =>
    [candidate.term, ...(candidate.aliases ?? [])].some((name) => normalizeTerm(name) === wanted),
  );
  if (entry) return entry;
  const words = term
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 2);
  const close = glossary
    .filter((candidate) =>
      words.some((word) => `${candidate.term} ${(candidate.aliases ?? []).join(' ')}`.toLowerCase().includes(word)),
    )
    .map((candidate) => candidate.term)
    .slice(0, 8);
  throw new ToolInputError(
    `No glossary entry for "${term.slice(0, 100)}". ${close.length > 0 ? `Close entries: ${close.join(', ')}. ` : ''}` +
      `The glossary (${glossary.length} terms) is at ${absoluteUrl(`${site.baseUrl}user/glossary`)}; search_docs finds other words.`,
  );
}

const serverInstructions = `Read-only access to the ${site.title} documentation (${absoluteUrl(site.baseUrl)}): guides for administrators, end users and connectors, and the API reference. Search with search_docs, then read the best pages in full with get_page before answering; cite the page URLs. Pass the reader's docs version (${versionLabels.join(', ')}) when they use an older one. For an API call, get_api_operation gives the parameters, schemas and a curl example. This server never reaches a Tessera tenant and takes no token.`;

/** A new server over `docs`: one per stdio process, one per HTTP request (stateless). */
export function createDocsMcpServer(docs: DocsSite): McpServer {
  const server = new McpServer(
    { name: 'tessera-docs', title: `${site.title} documentation`, version: '1.0.0' },
    { instructions: serverInstructions },
  );
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        "Searches the Tessera documentation with the site's own search and returns the best pages, best first: each with its title, URL, guide (section) and a snippet with the matching words in bold. Read a result in full with get_page.",
      inputSchema: {
        query: z
          .string()
          .max(inputLimits.query)
          .describe(
            'What to look for, in the reader\'s words or as an API name (e.g. "run an access review", "CertificationRunImpact").',
          ),
        version: versionInput,
        section: sectionInput,
        limit: z.number().int().min(1).max(10).optional().describe('How many pages to return, 1 to 10; 5 when absent.'),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            pageUrl: z.string(),
            section: z.string(),
            snippet: z.string(),
          }),
        ),
      },
      annotations: readOnly,
    },
    ({ query, version, section, limit }) =>
      answer('search_docs', async () => {
        const results = await searchDocs(docs, { query, version, section, limit });
        const body =
          results.length === 0
            ? `No results for "${query}"${section ? ` in ${sections[section]}` : ''} (version ${versionOf(version).label}). Try other words, or list_pages.`
            : results
                .map(
                  (result, n) => `${n + 1}. [${result.title}](${result.url}) (${result.section})\n   ${result.snippet}`,
                )
                .join('\n');
        return { content: text(body), structuredContent: { results } };
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns one page of the documentation as Markdown (the page\'s Markdown twin), with its title, docs version, guide and every link on it as an absolute URL. Give the page\'s URL or its path, e.g. "/docs/user/access-review/run" or "user/access-review/run"; search_docs and list_pages give URLs.',
      inputSchema: {
        url: z.string().max(inputLimits.path).describe("The page's URL or path on the site."),
      },
      outputSchema: {
        title: z.string(),
        url: z.string(),
        markdownUrl: z.string(),
        version: z.string(),
        section: z.string(),
        links: z.array(z.object({ text: z.string(), url: z.string() })),
      },
      annotations: readOnly,
    },
    ({ url }) =>
      answer('get_page', () => {
        const page = findPage(docs, url);
        const links = linksOf(page.markdown);
        const version = page.version === everyVersion ? `every version (${versionLabels.join(', ')})` : page.version;
        const footer = [
          '---',
          `Page: ${page.title}. Version: ${version}. Guide: ${sections[page.section]}. URL: ${page.url}`,
          ...(links.length > 0 ? ['Links on this page:', ...links.map((link) => `- ${link.text}: ${link.url}`)] : []),
        ].join('\n');
        return {
          content: text(`${page.markdown.trimEnd()}\n\n${footer}\n`),
          structuredContent: {
            title: page.title,
            url: page.url,
            markdownUrl: page.markdownUrl,
            version: page.version,
            section: page.section,
            links,
          },
        };
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe an API operation',
      description:
        'Returns one operation of the Tessera REST API as Markdown: method and path, parameters, request and response schemas with examples, an example request as curl, and the guide pages that use it. Name it by operationId (e.g. "runCertification") or by method and path (e.g. POST /api/core/certification-request/{id}; a concrete path also matches).',
      inputSchema: {
        operationId: z
          .string()
          .max(inputLimits.operationId)
          .optional()
          .describe('The operationId, as in the API reference.'),
        method: z.enum(httpMethods).optional().describe('HTTP method in lower case, with path.'),
        path: z
          .string()
          .max(inputLimits.path)
          .optional()
          .describe('The request path, with method: /api/core/certification-request/{id}.'),
        baseUrl: z
          .string()
          .max(inputLimits.baseUrl)
          .optional()
          .describe(
            `Base URL for the curl example; the mock server ${apiReference.mockServer} when absent, or a tenant such as https://northwind.tessera.example.`,
          ),
      },
      annotations: readOnly,
    },
    ({ operationId, method, path, baseUrl = apiReference.mockServer }) =>
      answer('get_api_operation', () => {
        const operations = operationsOf(docs.spec);
        const known = operations.map((candidate) => candidate.operationId).join(', ');
        if ((operationId === undefined) === (method === undefined || path === undefined)) {
          throw new ToolInputError(`Give either operationId, or method and path. Operation ids: ${known}.`);
        }
        const problem = baseUrlProblem(baseUrl);
        if (problem) throw new ToolInputError(problem);
        const found =
          operationId !== undefined
            ? operations.find((candidate) => candidate.operationId.toLowerCase() === operationId.trim().toLowerCase())
            : operations.find(
                (candidate) =>
                  candidate.method === method &&
                  pathMatches(candidate.path, (path ?? '').trim().replace(/[?#].*$/, '')),
              );
        if (!found) {
          const asked = operationId ?? `${method?.toUpperCase()} ${path}`;
          throw new ToolInputError(
            `No operation ${JSON.stringify(asked.slice(0, 120))} in the API reference. Operations: ${operations
              .map((candidate) => `${candidate.operationId} (${candidate.method.toUpperCase()} ${candidate.path})`)
              .join(', ')}.`,
          );
        }
        return { content: text(operationMarkdown(docs, found, baseUrl).markdown) };
      }),
  );

  server.registerTool(
    'define_term',
    {
      title: 'Define a term',
      description:
        'Returns the glossary entry of a Tessera term, found by the term or any of its other names (e.g. "certification" finds access review): its definition, other names and the page that explains it.',
      inputSchema: {
        term: z.string().max(inputLimits.term).describe('The term or one of its other names.'),
      },
      annotations: readOnly,
    },
    ({ term }) =>
      answer('define_term', () => {
        const entry = defineTerm(term);
        const lines = [
          `**${entry.term}**: ${entry.definition}`,
          ...(entry.aliases && entry.aliases.length > 0 ? [`Other names: ${entry.aliases.join(', ')}.`] : []),
          `Explained at: ${absoluteUrl(`${site.baseUrl}${entry.href.replace(/^\//, '')}`)}`,
          `Glossary entry: ${absoluteUrl(`${site.baseUrl}user/glossary#${glossaryTermId(entry.term)}`)}`,
        ];
        return { content: text(lines.join('\n\n')) };
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description:
        'Lists the pages of the documentation with their titles, URLs and one-line descriptions, in one guide or all of them, for a docs version (the API reference belongs to every version).',
      inputSchema: { section: sectionInput, version: versionInput },
      outputSchema: {
        pages: z.array(z.object({ title: z.string(), url: z.string(), description: z.string(), section: z.string() })),
      },
      annotations: readOnly,
    },
    ({ section, version }) =>
      answer('list_pages', () => {
        const label = versionOf(version).label;
        const pages = [...docs.pages.values()]
          .filter((page) => page.version === label || page.version === everyVersion)
          .filter((page) => !section || page.section === section)
          .sort(
            (a, b) => sectionKeys.indexOf(a.section) - sectionKeys.indexOf(b.section) || a.route.localeCompare(b.route),
          )
          .map(({ title, url, description, section: key }) => ({ title, url, description, section: key }));
        const body = pages
          .map((page) => `- [${page.title}](${page.url}) (${page.section}): ${page.description}`)
          .join('\n');
        return { content: text(`${pages.length} pages, version ${label}:\n\n${body}`), structuredContent: { pages } };
      }),
  );

  return server;
}
