/**
 * Puts the "Copy page" and "View as Markdown" controls above every doc page's content, guides and
 * API reference alike (both layouts render this component inside their doc's context).
 */
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import { markdownPathFor } from '@site/src/client/markdown-paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return (
    <>
      <CopyPage markdownUrl={markdownPathFor(metadata.permalink, baseUrl)} />
      <Content {...props} />
    </>
  );
}
