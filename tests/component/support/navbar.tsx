/**
 * Stand-ins for theme-classic's navbar items, which the site's version dropdown hands its entries
 * to: each entry is a router link, as Docusaurus' own NavbarNavLink is (its onClick runs first, and
 * may keep the router from following the link).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';

export function ThemeDropdownNavbarItem({
  label,
  to,
  items,
}: {
  readonly label: ReactNode;
  readonly to?: string;
  readonly items: readonly LinkLikeNavbarItemProps[];
}): ReactNode {
  const location = useLocation();
  return (
    <nav aria-label="Docs versions">
      {to ? <a href={to}>{label}</a> : <button type="button">{label}</button>}
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to ?? '#'}
              onClick={item.onClick}
              aria-current={item.isActive?.(null, location) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DocusaurusOwnVersionDropdown(): ReactNode {
  return <nav aria-label="Docusaurus' own version dropdown" />;
}
