/**
 * After the home item, the guide the page belongs to ("Home › Admin Guide › Applications › …"): the
 * guides' sidebars are generated from their folders, so no sidebar category names the guide itself.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import HomeBreadcrumbItem from '@theme-original/DocBreadcrumbs/Items/Home';
import { guides } from '@site/src/data/guides';

function GuideBreadcrumbItem(): ReactNode {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const guide = guides.find(({ sidebarId }) => sidebarId === sidebar?.name);
  // The guide's root is its folder under the page's version: /docs/3.1/admin for /docs/3.1/admin/apps/….
  const root =
    guide && pathname.split('/').includes(guide.sidebarId)
      ? pathname.slice(0, pathname.indexOf(`/${guide.sidebarId}`) + guide.sidebarId.length + 1)
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
