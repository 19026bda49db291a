import type { ReactNode } from 'react';

/** theme-classic's doc footer (tags, edit link), which the feedback control sits above. */
export function ThemeDocFooter(): ReactNode {
  return <footer>Edit this page</footer>;
}
