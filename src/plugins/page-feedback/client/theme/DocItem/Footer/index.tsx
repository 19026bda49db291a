/** The page-feedback control above the doc page's footer (src/plugins/page-feedback). */
import type { ReactNode } from 'react';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWithFeedback(): ReactNode {
  const { metadata } = useDoc();
  const { version } = useDocsVersion();
  const { endpoint } = usePluginData('page-feedback') as { endpoint: string };
  return (
    <>
      <PageFeedback endpoint={endpoint} page={metadata.permalink} version={version} />
      <Footer />
    </>
  );
}
