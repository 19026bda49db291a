/**
 * How a code block learns its highlighting: from tokens the build made for it
 * (src/plugins/code-highlighting/remark.ts), handed down by src/theme/CodeBlock/Content/String;
 * or, for code a page makes in the browser, from a highlighter a page section provides
 * (src/lib/runtime-code-highlighting.tsx), so that only those pages load Prism.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** The code block's `data-tokens`, as the build encoded them. */
export const BuildTokensContext = createContext<string | undefined>(undefined);

/** Renders a CodeBlock/Content that highlights in the browser. */
export type RuntimeHighlighter = (props: { className?: string }) => ReactNode;

export const RuntimeHighlighterContext = createContext<RuntimeHighlighter | undefined>(undefined);

export const useBuildTokens = (): string | undefined => useContext(BuildTokensContext);
export const useRuntimeHighlighter = () => useContext(RuntimeHighlighterContext);
