/**
 * Facts about the site that several config pieces and scripts share.
 * One place, so the base path or the copyright year is never spelled twice.
 */
export const site = {
  title: 'Tessera Identity Governance',
  shortTitle: 'Tessera',
  tagline: 'The right access, for the right people, to the right systems',
  url: 'https://tessera.example',
  baseUrl: '/docs/',
  copyrightYear: 2025,
  repositoryUrl: 'https://github.com/tessera-iga/tessera-docs',
} as const;

export const editUrl = `${site.repositoryUrl}/edit/main/`;
