/**
 * Remark plugin: wraps the first mention of each glossary term (or one of its aliases) on a page in
 * `<GlossaryTerm>`, which shows the definition on hover and keyboard focus. It runs at build time
 * over the same `src/data/glossary.ts` that the glossary page renders, so a page carries only the
 * definitions it uses and no term list ships to the browser.
 *
 * Text in headings, links, code, admonition titles and `<summary>` is never wrapped: a link there
 * would nest one interactive element in another, or put a tooltip in the table of contents.
 */
import type { Nodes, Root } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { MdxJsxTextElement } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { glossaryTermId, type GlossaryEntry } from '../../data/glossary';
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

function isSkipped(node: Nodes): boolean {
  if (skippedTypes.has(node.type)) return true;
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
  findAndReplace(
    tree,
    [
      matcher.pattern,
      (text: string, ...groups: unknown[]) => {
        const entry = matcher.entriesOf(groups).find((candidate) => !used.has(candidate));
        if (!entry) return false;
        used.add(entry);
        return termElement(entry, text);
      },
    ],
    { ignore: (node) => isSkipped(node as Nodes) },
  );
}

export default function glossaryTerms(options: GlossaryTermsOptions) {
  const matcher = new TermMatcher(options.entries);
  return (tree: Root, file: VFile): void => {
    const source = file.path.split('\\').join('/');
    if (options.skipFiles.some((suffix) => source.endsWith(`/${suffix}`))) return;
    wrapGlossaryTerms(tree, matcher);
  };
}
