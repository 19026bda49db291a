/** The page-feedback control above the doc page's footer (src/plugins/page-feedback). */
import type { ReactNode } from 'react';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
// @theme-init: theme-classic's footer. In a plugin's theme, @theme-original names this very file, and the
// footer rendered itself until the build ran out of memory.
import Footer from '@theme-init/DocItem/Footer';
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
