/**
 * A navbar item draws again only when its own props or what it reads change. theme-classic's navbar
 * renders its items again whenever the mobile-menu state changes, and on a phone that state changes
 * once as every page starts (the window size goes from "ssr" to "mobile" after hydration): its links
 * and the search button were drawn again, identical, in the longest task after hydration. The items'
 * props come from the theme config (the same objects on every render); an item that reads the route,
 * the docs version or the color mode still draws again when that changes (memo does not stop a
 * component's own context updates).
 */
import { memo, type ComponentType } from 'react';
import type { Props } from '@theme/NavbarItem';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem as ComponentType<Props>);
