/**
 * theme-classic's CodeBlock less one thing: it remounts every code block once the page has
 * hydrated, so that token colours, inline styles rendered with the light theme on the server, follow
 * a dark colour mode. Colours here come from stylesheet classes (src/plugins/code-highlighting), so
 * a code block renders once. A wrapper cannot drop the remount, which happens inside the original:
 * code highlighted in the browser, which keeps inline styles, gets the original CodeBlock; the
 * rest is its code without the remount. Follows @docusaurus/theme-classic@3.10.2
 * lib/theme/CodeBlock/index.js (guarded by src/plugins/core-overrides/upstream-fingerprints.test.ts).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlockRemountedOnceHydrated from '@theme-original/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { useRuntimeHighlighter } from '@site/src/lib/code-tokens';

/** As in theme-classic: plain string children are joined so the code can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlockRenderedOnce({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return useRuntimeHighlighter() ? <CodeBlockRemountedOnceHydrated {...props} /> : <CodeBlockRenderedOnce {...props} />;
}
