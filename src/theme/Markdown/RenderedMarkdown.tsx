/**
 * The API reference's Markdown renderer: the OpenAPI theme's less raw-HTML support (rehype-raw and
 * its HTML parser are a third of the script of an operation page, and openapi/tessera.yaml writes no
 * HTML in its descriptions). Its own chunk: ./index.tsx loads it for a description the page's HTML
 * does not already hold.
 * Follows docusaurus-theme-openapi-docs@5.2.0 lib/theme/Markdown/index.js (guarded by lib/overrides/manifest.test.ts).
 */
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  pre: ({ children }) => <div>{children}</div>,
  code: ({ className, children }) => {
    const language = /language-(\w+)/.exec(className ?? '')?.[1];
    return language ? (
      <CodeBlock className={className} language={language}>
        {children}
      </CodeBlock>
    ) : (
      <code className={className}>{children}</code>
    );
  },
};

export default function RenderedMarkdown({ children }: { children?: string }): ReactNode {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
      {children}
    </ReactMarkdown>
  );
}
