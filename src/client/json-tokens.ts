/**
 * Prism's JSON grammar (prism-react-renderer 2.4's copy, prismjs/components/prism-json.js), applied
 * by hand, giving the token lines prism-react-renderer's normalizeTokens would. The API reference
 * makes its request and response examples in the browser, all of them JSON.stringify output;
 * importing Prism to colour them cost an operation page a 300 ms task on a mid-range phone as it
 * started, for a grammar of eight patterns. json-tokens.test.ts holds it to Prism's output on every
 * example of the API description.
 */
import type { Token } from 'prism-react-renderer';

// The grammar's patterns, in its order, as one expression: at any position the first that matches
// wins, as Prism's greedy property and string patterns take their text before the others run.
const jsonToken = new RegExp(
  [
    /(?<property>"(?:\\.|[^\\"\r\n])*"(?=\s*:))/,
    /(?<string>"(?:\\.|[^\\"\r\n])*"(?!\s*:))/,
    /(?<comment>\/\/.*|\/\*[\s\S]*?(?:\*\/|$))/,
    /(?<number>-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b)/,
    /(?<punctuation>[{}[\],])/,
    /(?<operator>:)/,
    /(?<boolean>\b(?:false|true)\b)/,
    /(?<null>\bnull\b)/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'gi',
);

/** Token types as normalizeTokens gives them: the grammar's alias follows the type. */
const aliases: Readonly<Record<string, readonly string[]>> = { null: ['null', 'keyword'] };

const newline = /\r\n|\r|\n/;

/** As normalizeTokens: an empty line holds one empty plain token standing for its newline. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

export function jsonLines(code: string): Token[][] {
  const parts: [types: readonly string[], content: string][] = [];
  let end = 0;
  for (const match of code.matchAll(jsonToken)) {
    if (match.index > end) parts.push([['plain'], code.slice(end, match.index)]);
    // Every alternative is a named group, so exactly one of them matched.
    const groups = match.groups as Record<string, string | undefined>;
    const type = Object.keys(groups).find((name) => groups[name] !== undefined) ?? 'plain';
    parts.push([aliases[type] ?? [type], match[0]]);
    end = match.index + match[0].length;
  }
  if (end < code.length) parts.push([['plain'], code.slice(end)]);

  let line: Token[] = [];
  const lines = [line];
  for (const [types, content] of parts) {
    const [first, ...rest] = content.split(newline);
    line.push({ types: [...types], content: first });
    for (const text of rest) {
      closeLine(line);
      lines.push((line = []));
      line.push({ types: [...types], content: text });
    }
  }
  closeLine(line);
  return lines;
}
