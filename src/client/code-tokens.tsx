/**
 * How a code block learns its highlighting: from tokens the build made for it
 * (src/plugins/code-highlighting/node/remark.ts), handed down by src/theme/CodeBlock/Content/String;
 * or, for code a page makes in the browser, from the highlighter a page section turns on
 * (src/client/runtime-code-highlighting.tsx), which loads Prism only when such code renders.
 */
import { createContext, useContext } from 'react';

/** The code block's `data-tokens`, as the build encoded them. */
export const BuildTokensContext = createContext<string | undefined>(undefined);

/** True inside a page section whose code blocks are made in the browser and highlighted there. */
export const RuntimeHighlightingContext = createContext(false);

export const useBuildTokens = (): string | undefined => useContext(BuildTokensContext);
export const useRuntimeHighlighting = (): boolean => useContext(RuntimeHighlightingContext);
