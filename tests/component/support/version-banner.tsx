import type { ReactNode } from 'react';

/** theme-classic's banner on an older version's pages. */
export function ThemeDocVersionBanner(): ReactNode {
  return <div role="note">This is documentation for Tessera 3.1, which is no longer actively maintained.</div>;
}
