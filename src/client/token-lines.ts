/**
 * The highlighted form of a code block as the build hands it to the page: its lines, each a list of
 * tokens, a token being its text alone when Prism gave it no type, or [types, text]. Compact because
 * it travels in the page's script, beside the code itself. The tokens are prism-react-renderer's, as
 * its normalizeTokens gives them and the code block's Line renders them.
 */
import type { Token } from 'prism-react-renderer';

export type EncodedToken = string | readonly [types: string, content: string];
export type EncodedLine = readonly EncodedToken[];

const plain = 'plain';

const hasText = (token: Token): boolean => token.content !== '' && token.content !== '\n';

export function encodeLines(lines: readonly (readonly Token[])[]): string {
  const encoded: EncodedLine[] = lines.map((line) =>
    // Empty tokens render nothing; an empty line is Prism's lone "\n" token, which Line drops.
    line.filter(hasText).map((token) => {
      const types = token.types.filter((type) => type !== plain);
      return types.length === 0 ? token.content : ([types.join(' '), token.content] as const);
    }),
  );
  return JSON.stringify(encoded);
}

export function decodeLines(json: string): Token[][] {
  return (JSON.parse(json) as EncodedLine[]).map((line) =>
    line.map((token) => {
      if (typeof token === 'string') return { types: [plain], content: token };
      const [types, content] = token;
      return { types: types.split(' '), content };
    }),
  );
}

const lineText = (line: readonly Token[]): string => line.map((token) => token.content).join('');

/**
 * The token lines for `code`, which is the highlighted code less the lines Docusaurus removes at
 * run time (magic comments such as `// highlight-next-line`); those are whole lines, so the
 * remaining ones keep their tokens. Undefined when `code` is not such a subset, which means the
 * tokens were made for other code.
 */
export function linesFor(lines: readonly Token[][], code: string): Token[][] | undefined {
  const codeLines = code.split(/\r?\n/);
  const kept: Token[][] = [];
  let next = 0;
  for (const line of lines) {
    if (next < codeLines.length && lineText(line) === codeLines[next]) {
      kept.push(line);
      next += 1;
    }
  }
  return next === codeLines.length ? kept : undefined;
}

/** A code's lines untokenized, as a block shows them before, or without, highlighting. */
export const plainLines = (code: string): Token[][] =>
  code.split(/\r?\n/).map((text) => (text ? [{ types: ['plain'], content: text }] : []));
