/**
 * Highlighting in the browser, for code a page makes as it renders (the API reference's samples,
 * request and response examples and descriptions); code in Markdown is highlighted at build time.
 * JSON, which every example is, is tokenized at once by ./json-tokens. Other languages (the
 * explorer's code samples) go to Prism, a chunk of its own (./prism-tokenizer) fetched when the
 * first such block renders: building its grammars was the largest start-up task of an operation page.
 *
 * A highlighted block is its own Suspense boundary. As the page hydrates, React keeps the server's
 * highlighted HTML until Prism has arrived and then hydrates the block; a block that mounts in the
 * browser shows its code plain for that moment. Tokens carry Prism's classes, coloured by the
 * stylesheet of src/plugins/code-highlighting, so they follow the colour mode without re-rendering.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { Token } from 'prism-react-renderer';
import { RuntimeHighlightingContext } from './code-tokens';
import { jsonLines } from './json-tokens';

export const loadPrismTokenizer = () => import(/* webpackChunkName: "prism-tokenizer" */ './prism-tokenizer');

interface HighlightedProps {
  readonly code: string;
  readonly language: string;
  /** Renders the code block's markup from its token lines. */
  readonly render: (lines: Token[][]) => ReactNode;
}

const Tokenized = lazy(async () => {
  const { tokenizeLines } = await loadPrismTokenizer();
  return {
    default: function TokenizedCode({ code, language, render }: HighlightedProps): ReactNode {
      return render(tokenizeLines(code, language));
    },
  };
});

/** A code block's lines highlighted by Prism, shown plain (`fallback`) until Prism has loaded. */
export function RuntimeHighlighted({ fallback, ...props }: HighlightedProps & { fallback: ReactNode }): ReactNode {
  if (props.language === 'json') return props.render(jsonLines(props.code));
  return (
    <Suspense fallback={fallback}>
      <Tokenized {...props} />
    </Suspense>
  );
}

export function RuntimeCodeHighlighting({ children }: { children: ReactNode }): ReactNode {
  return <RuntimeHighlightingContext value>{children}</RuntimeHighlightingContext>;
}
