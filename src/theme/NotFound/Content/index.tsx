/**
 * The not-found message, naming its page "Page Not Found". Under /docs/ the docs plugin catches every
 * unknown route and renders only this content inside its layout (theme-classic DocRoot), whose
 * metadata leaves the bare site title; Docusaurus' NotFound page sets the title before its layout
 * does the same. Metadata rendered here, inside the layout, comes last and wins in both cases.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/NotFound/Content';
import NotFoundContent from '@theme-original/NotFound/Content';

export default function NotFoundContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <NotFoundContent {...props} />
    </>
  );
}
