/**
 * Turns a doc's MDX source into plain Markdown. It works on the source rather than on the built
 * HTML: the author's Markdown (tables, Mermaid blocks, code fences with their language) comes out
 * exactly as written, where an HTML-to-Markdown converter would have to undo Prism's token spans
 * and would lose the diagrams' source. The source is parsed only to find what to change, and only
 * those ranges are replaced:
 * - front matter and `import`/`export` lines are dropped (the title and description come from the
 *   page's metadata instead);
 * - each capitalised MDX component is replaced by its Markdown rendering (`components.ts`), and
 *   lower-case HTML (`<details>`, `<kbd>`, `<br />`) is kept, since Markdown allows it;
 * - link targets become absolute URLs of pages, so the text works outside the site.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';

export interface SourceContext {
  /** The source file as error messages name it, e.g. `docs/admin/architecture.md`. */
  readonly file: string;
  /** The URL a link target written in the file stands for. */
  readonly resolveLink: (url: string) => string;
  /** A component's Markdown, or undefined when there is no rendering for it. */
  readonly renderComponent: (name: string, props: Readonly<Record<string, string>>) => string | undefined;
}

export interface PageHeader {
  readonly title: string;
  readonly description: string;
  /** The page's own URL, so that a copied or concatenated page still says where it came from. */
  readonly url: string;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

const isComponent = (name: string | null): name is string => name !== null && /^[A-Z]/.test(name);
const isComment = (expression: string): boolean => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);

function formatDestination(url: string, title: string | null | undefined): string {
  const destination = /[\s()<>]/.test(url) ? `<${url}>` : url;
  return title ? `${destination} "${title.replaceAll('"', '\\"')}"` : destination;
}

export function mdxToMarkdown(source: string, context: SourceContext): string {
  let tree: Root;
  try {
    tree = processor.parse(new VFile({ path: context.file, value: source }));
  } catch (error) {
    const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
    throw new Error(`${context.file}:${line ?? 1}:${column ?? 1}: ${reason ?? String(error)}`);
  }

  const edits: Edit[] = [];
  const located = (node: Nodes, message: string): Error =>
    new Error(`${context.file}:${node.position?.start.line ?? 1}: ${message}`);
  const span = (node: Nodes): [number, number] => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) throw located(node, `the parser gave no position for a ${node.type}`);
    return [start, end];
  };
  const replace = (node: Nodes, text: string): void => {
    const [start, end] = span(node);
    edits.push({ start, end, text });
  };

  const renderElement = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string => {
    const props: Record<string, string> = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) {
        throw located(node, `<${name}> has a computed prop; only text props can be rendered as Markdown`);
      }
      props[attribute.name] = attribute.value ?? 'true';
    }
    let markdown: string | undefined;
    try {
      markdown = context.renderComponent(name, props);
    } catch (error) {
      throw located(node, `<${name}>: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (markdown === undefined) {
      throw located(node, `<${name}> has no Markdown rendering; add one to src/plugins/llms-txt/node/components.ts`);
    }
    return markdown;
  };

  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        replace(node, '');
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.value)) {
          throw located(node, `the expression {${node.value.trim()}} has no Markdown form; write its text out`);
        }
        replace(node, '');
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (isComponent(node.name)) {
          replace(node, renderElement(node, node.name));
          return;
        }
        break;
      case 'definition': {
        const url = context.resolveLink(node.url);
        if (url !== node.url)
          replace(node, `[${node.label ?? node.identifier}]: ${formatDestination(url, node.title)}`);
        return;
      }
      case 'link': {
        const url = context.resolveLink(node.url);
        if (url === node.url) break;
        const [start, end] = span(node);
        const textEnd = node.children.at(-1)?.position?.end.offset ?? start + 1;
        const destination = source.indexOf('](', textEnd);
        // A GFM literal autolink (a bare https://… address) has no bracket to rewrite and needs none.
        if (destination !== -1 && destination < end) {
          edits.push({ start: destination, end, text: `](${formatDestination(url, node.title)})` });
        }
        break;
      }
      default:
        break;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  tree.children.forEach(visit);

  let text = source;
  let limit = Infinity;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) throw new Error(`${context.file}: overlapping Markdown edits at offset ${edit.start}`);
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    limit = edit.start;
  }
  // Removed lines leave blank runs behind; a line's trailing spaces stay (two make a hard break).
  return `${text
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * The page as served: its title, description and URL, then the body. A body with its own `#` title
 * keeps it, and a description that only repeats the first paragraph is left out.
 */
export function withHeader({ title, description, url }: PageHeader, body: string): string {
  const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const ownTitle = /^(# [^\n]*)\n?([\s\S]*)$/.exec(body.trim());
  const heading = ownTitle?.[1] ?? `# ${title}`;
  const rest = (ownTitle?.[2] ?? body).trim();
  const firstParagraph = oneLine(rest.split(/\n\s*\n/, 1)[0] ?? '');
  const summary = oneLine(description);
  const lead = summary && !firstParagraph.startsWith(summary) ? [`> ${summary}`] : [];
  return `${[heading, ...lead, `Source: <${url}>`, rest].filter(Boolean).join('\n\n')}\n`;
}
