/**
 * Remark plugin: wraps the first mention of each glossary term (or one of its aliases) on a page in
 * `<GlossaryTerm>`, which shows the definition on hover and keyboard focus. It runs at build time
 * over the same `src/data/glossary.ts` that the glossary page renders, so a page carries only the
 * definitions it uses and no term list ships to the browser.
 *
 * Text in headings, table headers, links, code, admonition titles and `<summary>` is never wrapped: a
 * link there would nest one interactive element in another, put a tooltip in the table of contents or
 * turn a column's name into a link. Familiar words (`familiar` in the glossary) are never wrapped, nor
 * a form inside a phrase where it means something else (`notPartOf`).
 */
import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { MdxJsxTextElement } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { glossaryTermId, type GlossaryEntry } from '../../../data/glossary';
import { TermMatcher } from './match';

export interface GlossaryTermsOptions {
  readonly entries: readonly GlossaryEntry[];
  /** Pages left alone, as the end of their source path, e.g. `user/glossary.mdx` (the glossary itself). */
  readonly skipFiles: readonly string[];
}

/** The MDX component the terms are wrapped in; `src/theme/MDXComponents.tsx` provides it. */
export const componentName = 'GlossaryTerm';

// Code, inline code, raw HTML and MDX expressions are literals without text children: never wrapped.
const skippedTypes = new Set<Nodes['type']>(['heading', 'link', 'linkReference', 'footnoteDefinition']);

const skippedElements = new Set([
  componentName,
  'a',
  'Link',
  'code',
  'pre',
  'kbd',
  'summary',
  'button',
  'Heading',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // Docusaurus turns an admonition's `[label]` into this element before this plugin runs.
  'mdxAdmonitionTitle',
]);

/** Marks the header row of each table, whose cells name columns and are never wrapped. */
const headerRowMark = 'tesseraTableHeader';

function markTableHeaders(tree: Root): void {
  visit(tree, 'table', (table) => {
    const header = table.children.at(0);
    if (header) header.data = { ...header.data, [headerRowMark]: true } as typeof header.data;
  });
}

function isSkipped(node: Nodes): boolean {
  if (skippedTypes.has(node.type)) return true;
  if (node.type === 'tableRow' && (node.data as Record<string, unknown> | undefined)?.[headerRowMark]) return true;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    return node.name !== null && skippedElements.has(node.name);
  }
  return false;
}

function termElement(entry: GlossaryEntry, text: string): MdxJsxTextElement {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
  return {
    type: 'mdxJsxTextElement',
    name: componentName,
    attributes: [
      attribute('id', glossaryTermId(entry.term)),
      attribute('term', entry.term),
      attribute('definition', entry.definition),
    ],
    children: [{ type: 'text', value: text }],
  };
}

/**
 * Wraps first mentions in the text under `tree`, in reading order. A mention of a term already
 * wrapped is left as it is, and so is any shorter term within it.
 */
export function wrapGlossaryTerms(tree: Root, matcher: TermMatcher): void {
  const used = new Set<GlossaryEntry>();
  markTableHeaders(tree);
  findAndReplace(
    tree,
    [
      matcher.pattern,
      (text: string, ...rest: unknown[]) => {
        // The last argument is the match itself (its index and the whole text), the others its groups.
        const match = rest.at(-1) as { index: number; input: string };
        const groups = rest.slice(0, -1);
        const entry = matcher
          .entriesOf(groups)
          .find((candidate) => !used.has(candidate) && !withinOtherSense(candidate, match.input, match.index, text));
        if (!entry) return false;
        used.add(entry);
        return termElement(entry, text);
      },
    ],
    { ignore: (node) => isSkipped(node as Nodes) },
  );
}

/** Whether the mention at `index` lies inside one of the entry's phrases of another sense. */
function withinOtherSense(entry: GlossaryEntry, input: string, index: number, text: string): boolean {
  const lower = input.toLowerCase();
  return (entry.notPartOf ?? []).some((phrase) => {
    const wanted = phrase.toLowerCase();
    for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
      if (at <= index && index + text.length <= at + wanted.length) return true;
    }
    return false;
  });
}

export default function glossaryTerms(options: GlossaryTermsOptions) {
  const matcher = new TermMatcher(options.entries.filter((entry) => !entry.familiar));
  return (tree: Root, file: VFile): void => {
    const source = file.path.split('\\').join('/');
    if (options.skipFiles.some((suffix) => source.endsWith(`/${suffix}`))) return;
    wrapGlossaryTerms(tree, matcher);
  };
}
