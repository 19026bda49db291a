/**
 * Wraps theme-classic's CodeBlock/Content/String to hand the tokens the build made for a Markdown
 * code block (its `data-tokens` property) down to CodeBlock/Content.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Content/String';
import StringContent from '@theme-original/CodeBlock/Content/String';
import { BuildTokensContext } from '@site/src/client/code-tokens';

export default function StringContentWithTokens(props: Props & { 'data-tokens'?: string }): ReactNode {
  return (
    <BuildTokensContext value={props['data-tokens']}>
      <StringContent {...props} />
    </BuildTokensContext>
  );
}
