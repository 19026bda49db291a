/** The guides of spec section 2, one sidebar each: the navbar, footer and breadcrumbs name them alike. */
export interface Guide {
  /** The sidebar's id, which is also the guide's folder and first path segment. */
  readonly sidebarId: string;
  readonly label: string;
}

export const guides: readonly Guide[] = [
  { sidebarId: 'guides', label: 'Getting Started' },
  { sidebarId: 'admin', label: 'Admin Guide' },
  { sidebarId: 'user', label: 'User Guide' },
  { sidebarId: 'connectors', label: 'Connector Guide' },
];

/**
 * The Developer Guide: the API reference's own docs plugin, whose one sidebar is `api`, under /docs/developer.
 * The navbar and the breadcrumbs name it as they name the guides above.
 */
export const developerGuide = { sidebarId: 'api', label: 'Developer Guide', path: 'developer' } as const;
