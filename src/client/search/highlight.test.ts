import { describe, expect, it } from 'vitest';
import { highlight, markEnd, markStart, parseMarked, snippet } from './highlight';

const isMatch = (word: string): boolean => word.toLowerCase().startsWith('cert');

describe('highlight and snippet', () => {
  it('marks the matched words and keeps everything else as text', () => {
    expect(highlight('Run a <b>certification</b>', isMatch)).toEqual([
      { text: 'Run a <b>', match: false },
      { text: 'certification', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('cuts long text around the first match, with ellipses', () => {
    const text = `${'word '.repeat(100)}certification ${'tail '.repeat(100)}`;
    const segments = snippet(text, isMatch, 120);
    expect(segments[0]?.text.startsWith('… ')).toBe(true);
    expect(segments.at(-1)?.text.endsWith(' …')).toBe(true);
    expect(segments.some((segment) => segment.match && segment.text === 'certification')).toBe(true);
    expect(segments.map((segment) => segment.text).join('').length).toBeLessThan(130);
  });

  it('reads Typesense marks, leaving markup in the content as text', () => {
    expect(parseMarked(`a <mark>x</mark> ${markStart}cert${markEnd} b`)).toEqual([
      { text: 'a <mark>x</mark> ', match: false },
      { text: 'cert', match: true },
      { text: ' b', match: false },
    ]);
  });
});
