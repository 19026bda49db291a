import type { Footer } from '@docusaurus/theme-common';
import { guides } from '../src/data/guides';
import { site } from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Guides',
      items: [...guides.map(({ sidebarId, label }) => ({ label, to: `/${sidebarId}` }))],
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
