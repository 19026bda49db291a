/**
 * Highlighting in the browser, for code a page makes as it renders (the API reference's samples
 * and descriptions). Importing this module brings Prism into the page's script, so only those
 * pages do; code in Markdown is highlighted at build time.
 */
import type { ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import PrismContent from '@theme-original/CodeBlock/Content';
import { RuntimeHighlighterContext, type RuntimeHighlighter } from './code-tokens';

prismIncludeLanguages(Prism);

const highlightInBrowser: RuntimeHighlighter = (props) => <PrismContent {...props} />;

export function RuntimeCodeHighlighting({ children }: { children: ReactNode }): ReactNode {
  return <RuntimeHighlighterContext value={highlightInBrowser}>{children}</RuntimeHighlighterContext>;
}
