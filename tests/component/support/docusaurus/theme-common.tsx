/** The parts of @docusaurus/theme-common the site's components use. */
import type { ReactNode } from 'react';

/** The latest version's guides in English: search code swaps the docs tag for the reader's version. */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  return { locale: 'en', tags: ['default', 'docs-default-current'] };
}

/** React 19 hoists a <title> into the document's head, as Docusaurus' Head does. */
export function PageMetadata({ title }: { readonly title?: string }): ReactNode {
  return title ? <title>{title}</title> : null;
}
