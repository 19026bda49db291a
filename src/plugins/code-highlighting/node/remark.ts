/**
 * Remark plugin: highlights each fenced code block at build time with the Prism grammars the site
 * would otherwise load in the browser, and hands the tokens to the page as the code element's
 * `data-tokens` property. The code block then renders them (src/theme/CodeBlock/Content) and a
 * page with code ships no highlighter: Prism's grammars were the largest script task of a doc page.
 *
 * A block in a language without a grammar fails the build here, at its file and line, instead of
 * showing unhighlighted in the browser.
 */
import { createRequire } from 'node:module';
import type { Root } from 'mdast';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseFragment } from '../../../../lib/code-fragment';
import { encodeLines } from '../../../client/token-lines';

export interface RemarkCodeTokensOptions {
  /** Prism components to load beside prism-react-renderer's own grammars, e.g. `bash`. */
  readonly additionalLanguages: readonly string[];
}

type Grammar = (typeof Prism)['languages'][string];

/**
 * Prism's language components register themselves on a global `Prism`, as Docusaurus'
 * prism-include-languages has them do in the browser; the global is put back afterwards.
 */
export function loadLanguages(languages: readonly string[]): void {
  const load = createRequire(__filename);
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of languages) load(`prismjs/components/prism-${language}`);
  } finally {
    scope.Prism = previous;
  }
}

const grammarOf = (language: string): Grammar | undefined =>
  Object.hasOwn(Prism.languages, language) ? Prism.languages[language] : undefined;

/** Tokenizes as prism-react-renderer's Highlight does, hooks included; encoded as in src/client/token-lines.ts. */
export function tokenize(code: string, language: string): string {
  const grammar = grammarOf(language);
  if (!grammar) return encodeLines(normalizeTokens([code]));
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return encodeLines(normalizeTokens(env.tokens));
}

export default function remarkCodeTokens({ additionalLanguages }: RemarkCodeTokensOptions) {
  loadLanguages(additionalLanguages);
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node) => {
      // As Docusaurus reads a block: language names are case-insensitive, and no language is text.
      const language = node.lang?.toLowerCase() ?? 'text';
      const where = `${file.path || 'a Markdown file'}${node.position ? `:${node.position.start.line}` : ''}`;
      // The fragment marker is for the guide samples' runner; the page shows the block as any other.
      const fragment = parseFragment(node.meta);
      if (fragment.error) throw new Error(`${where}: ${fragment.error}`);
      node.meta = fragment.rest ?? null;
      if (!grammarOf(language)) {
        const known = Object.keys(Prism.languages).filter((name) => typeof Prism.languages[name] === 'object');
        throw new Error(
          `${where}: code block language "${node.lang}" has no Prism grammar. Use one of ${known.sort().join(', ')}, ` +
            'or add its Prism component to additionalLanguages in config/code-highlighting.ts.',
        );
      }
      // Docusaurus drops the block's last line break before highlighting; so does this.
      const code = node.value.replace(/\r?\n$/, '');
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, 'data-tokens': tokenize(code, language) },
      };
    });
  };
}
