/**
 * The code of a code block (src/theme/CodeBlock/Content). theme-classic renders a code block again
 * as soon as it has mounted when its code is wider than the block (the word-wrap button appears),
 * with its metadata made anew: on an operation page that drew every line of the JSON examples a
 * second time as the page started. The lines are drawn again only when what they show changes.
 */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import type { Token } from 'prism-react-renderer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CodeBlockContent from '@site/src/theme/CodeBlock/Content';
import { RuntimeCodeHighlighting } from '@site/src/client/runtime-code-highlighting';

const block = vi.hoisted(() => ({
  code: '',
  wordWrap: { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false },
  linesDrawn: 0,
}));

vi.mock('@docusaurus/theme-common/internal', () => ({
  // As theme-classic's CodeBlock/Content/String: the metadata is a new object on each render.
  useCodeBlockContext: () => ({
    metadata: { code: block.code, language: 'json', lineClassNames: {}, lineNumbersStart: undefined },
    wordWrap: block.wordWrap,
  }),
}));
vi.mock('@theme/CodeBlock/Line', () => ({
  default: ({ line }: { line: Token[] }): ReactNode => {
    block.linesDrawn += 1;
    return <span className="token-line">{line.map((token) => token.content).join('')}</span>;
  },
}));

beforeEach(() => {
  block.code = '{\n  "status": "pending"\n}';
  block.wordWrap = { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false };
  block.linesDrawn = 0;
});

const codeBlock = (): ReactNode => (
  <RuntimeCodeHighlighting>
    <CodeBlockContent />
  </RuntimeCodeHighlighting>
);

describe('a JSON example', () => {
  it('keeps its lines when the block shows its word-wrap button', () => {
    const { rerender } = render(codeBlock());
    expect(block.linesDrawn).toBe(3);
    block.wordWrap = { ...block.wordWrap, isCodeScrollable: true };
    rerender(codeBlock());
    expect(block.linesDrawn).toBe(3);
    expect(screen.getByText('"status": "pending"', { exact: false })).toBeTruthy();
  });

  it('shows new code when its code changes', () => {
    const { rerender } = render(codeBlock());
    block.code = '{\n  "status": "approved"\n}';
    rerender(codeBlock());
    expect(screen.getByText('"status": "approved"', { exact: false })).toBeTruthy();
    expect(screen.queryByText('"status": "pending"', { exact: false })).toBeNull();
  });
});
