/**
 * theme-classic's CodeBlock less one thing: it remounted every code block once the page had
 * hydrated, so that token colours, inline styles rendered with the light theme on the server, would
 * follow a dark colour mode. Colours now come from stylesheet classes (src/plugins/code-highlighting),
 * for code highlighted at build time and in the browser alike, so a code block renders once. A wrapper
 * cannot drop the remount, which happens inside the original. Follows @docusaurus/theme-classic@3.10.2
 * lib/theme/CodeBlock/index.js (guarded by lib/overrides/manifest.test.ts).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As in theme-classic: plain string children are joined so the code can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
