/**
 * The docs plugin's client hooks over two versions, 3.2 (latest, at the site root) and 3.1: the page
 * the reader is on and the version they chose last are set by each test in `docs`. For
 * `vi.mock('@docusaurus/plugin-content-docs/client', () => docsClient)`.
 */
import { vi } from 'vitest';
import type { ActiveDocContext, GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

const doc = (id: string, path: string, sidebar: string): GlobalDoc => ({ id, path, sidebar });

export const latest: GlobalVersion = {
  name: 'current',
  label: '3.2',
  isLast: true,
  path: '/docs',
  mainDocId: 'guides/index',
  draftIds: [],
  docs: [
    doc('guides/index', '/docs/guides', 'guides'),
    doc('connectors/index', '/docs/connectors', 'connectors'),
    doc('connectors/scim', '/docs/connectors/scim', 'connectors'),
    doc('connectors/workday', '/docs/connectors/workday', 'connectors'),
  ],
  sidebars: {
    guides: { link: { label: 'Getting Started', path: '/docs/guides' } },
    connectors: { link: { label: 'Connectors', path: '/docs/connectors' } },
  },
};

export const older: GlobalVersion = {
  name: '3.1',
  label: '3.1',
  isLast: false,
  path: '/docs/3.1',
  mainDocId: 'guides/index',
  draftIds: [],
  docs: [
    doc('guides/index', '/docs/3.1/guides', 'guides'),
    doc('connectors/index', '/docs/3.1/connectors', 'connectors'),
    doc('connectors/scim', '/docs/3.1/connectors/scim', 'connectors'),
  ],
  sidebars: {
    guides: { link: { label: 'Getting Started', path: '/docs/3.1/guides' } },
    connectors: { link: { label: 'Connectors', path: '/docs/3.1/connectors' } },
  },
};

/** Latest first, as useVersions lists them. */
export const versions = [latest, older];

export const docs: { active: ActiveDocContext; preferred: GlobalVersion | null } = {
  active: { alternateDocVersions: {} },
  preferred: null,
};

/** The reader is on this doc page of this version (Docusaurus lists the page's twins in the other versions). */
export function onDocPage(version: GlobalVersion, path: string): void {
  const find = (other: GlobalVersion): GlobalDoc | undefined =>
    other.docs.find((candidate) => candidate.id === version.docs.find((own) => own.path === path)?.id);
  const activeDoc = find(version);
  const alternateDocVersions = Object.fromEntries(
    versions.flatMap((other) => {
      const twin = find(other);
      return twin ? [[other.name, twin]] : [];
    }),
  );
  docs.active = { activeVersion: version, activeDoc, alternateDocVersions };
}

/** The reader is outside the guides (landing page, search, API reference): Docusaurus counts it as the latest's. */
export function outsideDocs(preferred: GlobalVersion | null = null): void {
  docs.active = { activeVersion: latest, alternateDocVersions: {} };
  docs.preferred = preferred;
}

export const savePreferredVersionName = vi.fn<(name: string) => void>();

export const docsClient = {
  useVersions: () => versions,
  useLatestVersion: () => latest,
  useActiveDocContext: () => docs.active,
  useDocsPreferredVersion: () => ({ preferredVersion: docs.preferred, savePreferredVersionName }),
};
