import type { Navbar } from '@docusaurus/theme-common';
import { developerGuide, guides } from '../src/data/guides';
import { site } from './site';

/**
 * The five guide entries of the spec, then version, language, colour mode and search.
 * Guide entries point at their sidebar so they follow the docs version the reader prefers.
 */
export const navbar = {
  title: site.shortTitle,
  logo: { alt: 'Tessera logo', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    ...guides.map(({ sidebarId, label }) => ({ type: 'docSidebar', sidebarId, label, position: 'left' as const })),
    {
      to: `/${developerGuide.path}`,
      label: developerGuide.label,
      position: 'left',
      activeBaseRegex: `^/docs/${developerGuide.path}(/|$)`,
    },
    { type: 'docsVersionDropdown', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
