/**
 * After the home item, the guide the page belongs to ("Home › Admin Guide › Applications › …",
 * "Home › Developer Guide › Cart › …"): the sidebars are generated, so no sidebar category names
 * the guide itself.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import HomeBreadcrumbItem from '@theme-original/DocBreadcrumbs/Items/Home';
import { developerGuide, guides } from '@site/src/data/guides';

/** Each guide's sidebar, label and first path segment under the page's version. */
const breadcrumbGuides = [
  ...guides.map(({ sidebarId, label }) => ({ sidebarId, label, segment: sidebarId })),
  { sidebarId: developerGuide.sidebarId, label: developerGuide.label, segment: developerGuide.path },
];

function GuideBreadcrumbItem(): ReactNode {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const guide = breadcrumbGuides.find(({ sidebarId }) => sidebarId === sidebar?.name);
  // The guide's root is its folder under the page's version: /docs/3.1/admin for /docs/3.1/admin/apps/….
  const root =
    guide && pathname.split('/').includes(guide.segment)
      ? pathname.slice(0, pathname.indexOf(`/${guide.segment}`) + guide.segment.length + 1)
      : undefined;
  if (!guide || !root) return null;
  const current = pathname.replace(/\/$/, '') === root;
  return (
    <li className={current ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
      {current ? (
        <span className="breadcrumbs__link" aria-current="page">
          {guide.label}
        </span>
      ) : (
        <Link className="breadcrumbs__link" to={root}>
          {guide.label}
        </Link>
      )}
    </li>
  );
}

export default function HomeAndGuideBreadcrumbItems(): ReactNode {
  return (
    <>
      <HomeBreadcrumbItem />
      <GuideBreadcrumbItem />
    </>
  );
}
