/**
 * The navbar's items (src/theme/NavbarItem). theme-classic's navbar renders its items again each time
 * the mobile-menu state changes, which on a phone happens once as every page starts; an item draws
 * again only when its own props change.
 */
import { useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import NavbarItem from '@site/src/theme/NavbarItem';

const drawn = vi.hoisted(() => ({ count: 0 }));

vi.mock('@theme-original/NavbarItem', () => ({
  default: ({ label, to }: { label: string; to: string }): ReactNode => {
    drawn.count += 1;
    return <a href={to}>{label}</a>;
  },
}));

// As in the theme config: the same item objects on every render of the navbar.
const items = [
  { label: 'Guides', to: '/docs/guides' },
  { label: 'API reference', to: '/docs/developer' },
] as const;

let redrawNavbar: (menu: string) => void = () => undefined;

/** Stands in for theme-classic's NavbarContent: draws its items from the config on each render. */
function Navbar({ labelOfFirst }: { labelOfFirst?: string }): ReactNode {
  const [menu, setMenu] = useState('ssr');
  redrawNavbar = setMenu;
  return (
    <nav data-menu={menu}>
      {items.map((item, index) => (
        <NavbarItem key={item.to} {...item} label={index === 0 && labelOfFirst ? labelOfFirst : item.label} />
      ))}
    </nav>
  );
}

beforeEach(() => {
  drawn.count = 0;
});

describe('a navbar item', () => {
  it('is not drawn again when the navbar renders again with the same items', () => {
    render(<Navbar />);
    expect(drawn.count).toBe(2);
    act(() => {
      redrawNavbar('mobile');
    });
    expect(screen.getByRole('navigation').dataset.menu).toBe('mobile');
    expect(drawn.count).toBe(2);
  });

  it('shows a changed item', () => {
    const { rerender } = render(<Navbar />);
    rerender(<Navbar labelOfFirst="User guide" />);
    expect(screen.getByRole('link', { name: 'User guide' }).getAttribute('href')).toBe('/docs/guides');
    expect(screen.getByRole('link', { name: 'API reference' })).toBeTruthy();
    expect(drawn.count).toBe(3);
  });
});
