/**
 * theme-classic's CodeBlock less one thing: it remounted every code block once the page had
 * hydrated, so that token colours, inline styles rendered with the light theme on the server, would
 * follow a dark colour mode. Colours now come from stylesheet classes (src/plugins/code-highlighting),
 * so a code block renders once. Code highlighted in the browser still has inline styles and keeps
 * the remount.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { useRuntimeHighlighter } from '@site/src/lib/code-tokens';

/** As in theme-classic: plain string children are joined so the code can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlockContent({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

/** Only this one follows the hydration: a code block that does not remount is not rendered again. */
function RemountedOnceHydrated(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <CodeBlockContent key={String(isBrowser)} {...props} />;
}

export default function CodeBlock(props: Props): ReactNode {
  return useRuntimeHighlighter() ? <RemountedOnceHydrated {...props} /> : <CodeBlockContent {...props} />;
}
