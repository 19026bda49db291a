import type { Navbar } from '@docusaurus/theme-common';
import { site } from './site';

/** The five guide entries of the spec, then version, language, colour mode and search. */
export const navbar = {
  title: site.shortTitle,
  logo: { alt: 'Tessera logo', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    { to: '/guides', label: 'Getting Started', position: 'left', activeBaseRegex: '^/docs/guides(/|$)' },
    { to: '/admin', label: 'Admin Guide', position: 'left', activeBaseRegex: '^/docs/admin(/|$)' },
    { to: '/user', label: 'User Guide', position: 'left', activeBaseRegex: '^/docs/user(/|$)' },
    { to: '/connectors', label: 'Connector Guide', position: 'left', activeBaseRegex: '^/docs/connectors(/|$)' },
    { to: '/developer', label: 'Developer Guide', position: 'left', activeBaseRegex: '^/docs/developer(/|$)' },
    { type: 'docsVersionDropdown', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
