import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseFragment } from '../../lib/code-fragment';

/**
 * Finds the samples of the guides that a reader runs against the API: every fenced shell block that
 * calls `curl`, and every JSON block that is a file such a call sends (`title="cart.json"`, read by
 * `-d @cart.json`). A block that cannot run against the mock server carries `fragment="reason"` in
 * its meta; the site's code-block plugin accepts the marker and keeps it out of the page.
 */

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const TITLE_META = /(?:^|\s)title="([^"]+)"/;

export interface SampleBlock {
  file: string;
  line: number;
  language: string;
  code: string;
  /** `fragment="…"`: why the block cannot run against the mock server. */
  fragment?: string;
  /** `title="…"`: the file name a JSON body block stands for. */
  title?: string;
}

export interface PageSamples {
  file: string;
  /** Shell blocks that call curl, in page order. */
  commands: SampleBlock[];
  /** JSON blocks with a title: files the page's commands send. */
  bodyFiles: SampleBlock[];
  fragments: SampleBlock[];
  problems: { line: number; message: string }[];
}

/** Says a request body is to be sent: the paragraph before a JSON block, unless it presents an answer. */
const SAYS_BODY = /\b(request body|the body|body in|file `[^`]+\.json`|send)\b/i;
const SAYS_ANSWER = /\b(answer|answers|returns|response|looks like|reads:)\b/i;

function parse(file: string, text: string): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  return processor.parse(text);
}

function codeBlocks(tree: Root): { node: Code; before: RootContent | undefined }[] {
  const found: { node: Code; before: RootContent | undefined }[] = [];
  const walk = (children: RootContent[]): void => {
    children.forEach((child, index) => {
      if (child.type === 'code') found.push({ node: child, before: children[index - 1] });
      if ('children' in child) walk(child.children);
    });
  };
  walk(tree.children);
  return found;
}

export function extractSamples(file: string, text: string): PageSamples {
  const page: PageSamples = { file, commands: [], bodyFiles: [], fragments: [], problems: [] };
  for (const { node, before } of codeBlocks(parse(file, text))) {
    const language = node.lang?.toLowerCase() ?? 'text';
    const line = node.position?.start.line ?? 0;
    const fragment = parseFragment(node.meta);
    if (fragment.error) page.problems.push({ line, message: fragment.error });
    const block: SampleBlock = {
      file,
      line,
      language,
      code: node.value,
      fragment: fragment.reason,
      title: node.meta ? TITLE_META.exec(node.meta)?.[1] : undefined,
    };
    const isCommand = SHELL_LANGUAGES.has(language) && /(^|[\s|(;$])curl\s/.test(node.value);
    const isBodyFile = language === 'json' && block.title !== undefined;
    if (block.fragment !== undefined) {
      if (isCommand || language === 'json') page.fragments.push(block);
      else page.problems.push({ line, message: 'fragment= marks only a curl block or a request body' });
    } else if (isCommand) page.commands.push(block);
    else if (isBodyFile) page.bodyFiles.push(block);
    else if (language === 'json' && before?.type === 'paragraph') {
      const lead = toString(before);
      if (SAYS_BODY.test(lead) && !SAYS_ANSWER.test(lead)) {
        page.problems.push({
          line,
          message:
            'a request body the page says to send: give it title="<name>.json" and send it with curl -d @<name>.json, or mark it fragment="why it cannot be sent"',
        });
      }
    }
  }
  for (const body of page.bodyFiles) {
    const name = body.title ?? '';
    if (!page.commands.some((command) => command.code.includes(name))) {
      page.problems.push({ line: body.line, message: `no curl block on the page sends ${name}` });
    }
  }
  return page;
}

/** The guide pages of every docs version: `docs/` (less the generated API reference) and `versioned_docs/`. */
export function guidePages(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const relative = path.join(folder, name);
      if (relative === path.join('docs', 'developer')) return [];
      if (statSync(path.join(root, relative)).isDirectory()) return walk(relative);
      return /\.mdx?$/.test(name) ? [relative] : [];
    });
  return [...walk('docs'), ...walk('versioned_docs')].sort();
}

export function readPageSamples(root: string, file: string): PageSamples {
  return extractSamples(file, readFileSync(path.join(root, file), 'utf8'));
}

/** The addresses the guides send requests to: a tenant, a self-hosted install, the mock's own port. */
const API_ORIGIN =
  /https:\/\/(?:[a-z0-9-]+\.)+tessera\.example|https:\/\/iga\.northwind\.example|http:\/\/127\.0\.0\.1:4010/g;
/** The sample as it runs here: the API's addresses pointed at the mock. */
export function forMock(code: string, baseUrl: string): string {
  return code.replace(API_ORIGIN, baseUrl);
}

/**
 * The `$…_TOKEN`, `$…_PASSWORD` and `$…_SECRET` variables a sample reads without setting: credentials
 * the reader holds in the environment.
 */
export function credentialVariables(code: string): string[] {
  const used = [...code.matchAll(/\$\{?([A-Z][A-Z0-9_]*_(?:TOKEN|PASSWORD|SECRET))\b/g)].map((match) => match[1]);
  return [...new Set(used)].filter((name) => !new RegExp(`(^|[\\s;(])${name}=`).test(code));
}
