/**
 * Replaces theme-classic's CodeBlock/Content, which highlighted with Prism in the browser, with one
 * that renders the tokens the build made (src/plugins/code-highlighting). Token colours come from
 * the classes Prism gives them (the stylesheet the plugin makes), not inline styles. Code made in
 * the browser is tokenized there where its page section turns runtime highlighting on
 * (src/client/runtime-code-highlighting.tsx), and shown plain otherwise.
 *
 * Not a wrapper: the original imports prism-react-renderer's highlighter, which this replacement
 * keeps out of guide pages. The markup is the original's (the same pre, code and Line components,
 * less the inline colours). Follows @docusaurus/theme-classic@3.10.2
 * lib/theme/CodeBlock/Content/index.js (guarded by lib/overrides/manifest.test.ts).
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import type { LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import { useBuildTokens, useRuntimeHighlighting } from '@site/src/client/code-tokens';
import { RuntimeHighlighted } from '@site/src/client/runtime-code-highlighting';
import { decodeLines, linesFor, plainLines } from '@site/src/client/token-lines';
import styles from './styles.module.css';

// What prism-react-renderer's render props give Line, less the inline colours.
const getLineProps = ({ className }: LineInputProps): LineOutputProps => ({ className: clsx('token-line', className) });

const getTokenProps = ({ token, className }: TokenInputProps): TokenOutputProps => ({
  className: clsx('token', ...token.types, className),
  children: token.content,
});

const noSubscription = (): (() => void) => () => undefined;

/**
 * False while the server renders and the page hydrates, true after. Highlighting in the browser may
 * suspend; a boundary that suspends during hydration keeps the server's HTML unhydrated, so the code
 * block's `pre` would not reach the ref that theme-classic's word-wrap hook reads as it mounts (a crash
 * on Comment on a task, whose multipart example is not JSON). Code other than JSON hydrates plain first.
 */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export default function CodeBlockContent({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const buildTokens = useBuildTokens();
  const highlightInBrowser = useRuntimeHighlighting();
  const hydrated = useHydrated();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useMemo(
    () => (buildTokens ? linesFor(decodeLines(buildTokens), code) : undefined),
    [buildTokens, code],
  );
  // JSON is tokenized at once (no suspension), so the server's HTML already shows its tokens.
  const source: 'build' | 'browser' | 'plain' = lines
    ? 'build'
    : highlightInBrowser && (hydrated || language === 'json')
      ? 'browser'
      : 'plain';
  // theme-classic makes the code block's metadata anew on each render, and renders it again as soon as
  // it has mounted when its code overflows (the word-wrap button's state): the lines are kept unless
  // what they show changes, so that re-render no longer draws (or tokenizes) every line again.
  const lineClassNamesKey = JSON.stringify(lineClassNames);
  const render = (tokenLines: Token[][]): ReactNode => (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in theme-classic.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` }}
      >
        {tokenLines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
  return useMemo(
    () => {
      if (lines) return render(lines);
      if (source === 'browser') {
        return (
          <RuntimeHighlighted code={code} language={language} render={render} fallback={render(plainLines(code))} />
        );
      }
      return render(plainLines(code));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lineClassNames by value (a new object each render)
    [lines, source, code, language, className, lineNumbersStart, lineClassNamesKey, codeBlockRef],
  );
}
