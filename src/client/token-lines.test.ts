import { normalizeTokens, Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { decodeLines, encodeLines, linesFor } from './token-lines';

const highlight = (code: string) => normalizeTokens(Prism.tokenize(code, Prism.languages.javascript));
const text = (lines: ReturnType<typeof decodeLines>) => lines.map((line) => line.map((t) => t.content).join(''));

describe('encodeLines and decodeLines', () => {
  it('give back the tokens Prism made, less the empty ones', () => {
    const code = 'const grant = "approved";\n\nrevoke(grant);';
    const decoded = decodeLines(encodeLines(highlight(code)));
    expect(text(decoded)).toEqual(code.split('\n'));
    expect(decoded[0]?.[0]).toEqual({ types: ['keyword'], content: 'const' });
    expect(decoded[1]).toEqual([]);
    expect(decoded.flat().every((token) => token.content !== '')).toBe(true);
  });

  it('write a token without a type as its text alone', () => {
    expect(encodeLines([[{ types: ['plain'], content: 'plain text' }]])).toBe('[["plain text"]]');
  });
});

describe('linesFor', () => {
  const code = 'first();\n// highlight-next-line\nsecond();\nthird();';
  const lines = decodeLines(encodeLines(highlight(code)));

  it('keeps every line when the code is what was highlighted', () => {
    expect(linesFor(lines, code)).toEqual(lines);
  });

  it('drops the lines Docusaurus removed, magic comments, and keeps the others with their tokens', () => {
    const kept = linesFor(lines, 'first();\nsecond();\nthird();');
    expect(kept && text(kept)).toEqual(['first();', 'second();', 'third();']);
    expect(kept?.[1]?.[0]).toEqual({ types: ['function'], content: 'second' });
  });

  it('refuses tokens made for other code', () => {
    expect(linesFor(lines, 'first();\nchanged();')).toBeUndefined();
  });
});
