/**
 * Guide entries that follow the reader's preferred docs version on pages outside the docs (the
 * landing page, search, the API reference). The docs sit at the site root, so Docusaurus counts
 * every route as part of the latest version and never consults the preference there.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';
import { useActiveDocContext, useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme-original/NavbarItem/DocSidebarNavbarItem';

export default function DocSidebarNavbarItemFollowingPreference(props: Props): ReactNode {
  const { sidebarId, docsPluginId, label, ...rest } = props;
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const { preferredVersion } = useDocsPreferredVersion(docsPluginId);
  const preferredLink = activeDoc ? undefined : preferredVersion?.sidebars?.[sidebarId]?.link;
  if (!preferredLink) return <DocSidebarNavbarItem {...props} />;
  return (
    <DefaultNavbarItem
      exact
      {...rest}
      isActive={() => false}
      label={label ?? preferredLink.label}
      to={preferredLink.path}
    />
  );
}
