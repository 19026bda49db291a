/**
 * The mobile menu, mounted the first time it opens rather than on every page load: on a phone it
 * would otherwise render the whole doc sidebar, hidden, while the page hydrates (page speed).
 */
import { useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarOnFirstOpen(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Once opened, it stays mounted so that closing and reopening animate as usual.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
