/**
 * The version dropdown, following the reader's docs version where Docusaurus' own does not:
 * - outside the guides (landing page, search, API reference) it shows the version the reader chose,
 *   not the latest (see useReaderDocsVersion);
 * - on a page that another version lacks, that version's entry opens the same section's first page
 *   in that version, and tells it which page the reader came from (DocVersionBanner shows the notice),
 *   instead of silently landing on that version's Getting Started page.
 * Everywhere else it is Docusaurus' own dropdown.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useVersions,
  type GlobalDoc,
  type GlobalSidebar,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import { useReaderDocsVersion, useServedPath, type MissingPageState } from '@site/src/client/docs-version';

const mainDocPath = (version: GlobalVersion): string =>
  (version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0]).path;

/** The page's own title, as the reader saw it, for the notice on the page they land on. */
function currentPageTitle(): string {
  return document.querySelector('article h1')?.textContent.trim() ?? document.title;
}

export default function DocsVersionDropdownFollowingReader(props: Props): ReactNode {
  const { mobile, docsPluginId, dropdownItemsBefore, dropdownItemsAfter, versions: configured, ...rest } = props;
  const { activeDoc, activeVersion, alternateDocVersions } = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const readerVersion = useReaderDocsVersion();
  const history = useHistory();
  const servedPath = useServedPath();

  // Docusaurus lists a version here only when it has the page.
  const twinIn = (version: GlobalVersion): GlobalDoc | undefined =>
    version.name in alternateDocVersions ? alternateDocVersions[version.name] : undefined;
  const lacking = activeDoc ? versions.filter((version) => !twinIn(version)) : [];
  const outsideDocs = !activeDoc && readerVersion !== activeVersion;
  // A `versions` list in the navbar config narrows the dropdown: Docusaurus' own handles that.
  if (configured || (!outsideDocs && lacking.length === 0)) return <DocsVersionDropdownNavbarItem {...props} />;

  const item = (version: GlobalVersion): LinkLikeNavbarItemProps => {
    const twin = activeDoc ? twinIn(version) : undefined;
    const sidebar = activeDoc?.sidebar;
    // Without noUncheckedIndexedAccess a record lookup looks total; a version may lack the sidebar.
    const sidebarInVersion =
      sidebar && version.sidebars ? (version.sidebars[sidebar] as GlobalSidebar | undefined) : undefined;
    const closest = sidebarInVersion?.link?.path;
    const to = twin ? twin.path : (closest ?? mainDocPath(version));
    return {
      label: version.label,
      to,
      isActive: () => version === (activeDoc ? activeVersion : readerVersion),
      onClick: (event) => {
        savePreferredVersionName(version.name);
        if (!activeDoc || twin || !activeVersion) return;
        event.preventDefault();
        const state: MissingPageState = {
          missingPage: {
            title: currentPageTitle(),
            path: activeDoc.path,
            fromVersion: activeVersion.label,
            // useVersions lists the latest first.
            fromNewer: versions.indexOf(activeVersion) < versions.indexOf(version),
          },
        };
        history.push(servedPath(to), state);
      },
    };
  };

  const label = mobile
    ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' })
    : readerVersion.label;
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={label}
      to={mobile ? undefined : item(readerVersion).to}
      items={[...dropdownItemsBefore, ...versions.map(item), ...dropdownItemsAfter]}
    />
  );
}
