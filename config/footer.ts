import type { Footer } from '@docusaurus/theme-common';
import { site } from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Guides',
      items: [
        { label: 'Getting Started', to: '/guides' },
        { label: 'Admin Guide', to: '/admin' },
        { label: 'User Guide', to: '/user' },
        { label: 'Connector Guide', to: '/connectors' },
      ],
    },
    {
      title: 'Developers',
      items: [
        { label: 'API reference', to: '/developer' },
        { label: 'Search the docs', to: '/search' },
      ],
    },
    {
      title: 'Project',
      items: [{ label: 'Edit these docs', href: site.repositoryUrl }],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} Tessera. All rights reserved.`,
} satisfies Footer;
