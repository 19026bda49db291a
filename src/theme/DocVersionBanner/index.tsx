/**
 * Docusaurus' version banner, and below it, after a version switch from a page this version lacks
 * (see NavbarItem/DocsVersionDropdownNavbarItem), a notice naming that page and linking back to it.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBanner';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import { isMissingPageState } from '@site/src/client/docs-version';

export default function DocVersionBannerWithMissingPage(props: Props): ReactNode {
  const { state } = useLocation();
  const version = useDocsVersion();
  return (
    <>
      <DocVersionBanner {...props} />
      {isMissingPageState(state) && (
        <div className="alert alert--info margin-bottom--md" role="status">
          <strong>{state.missingPage.title}</strong>{' '}
          {state.missingPage.fromNewer
            ? `is new in ${state.missingPage.fromVersion}`
            : `is a ${state.missingPage.fromVersion} page`}
          : version {version.label} has no such page, so this is the closest {version.label} page, the start of the same
          guide.{' '}
          <Link to={state.missingPage.path}>
            Back to {state.missingPage.title} in {state.missingPage.fromVersion}
          </Link>
        </div>
      )}
    </>
  );
}
