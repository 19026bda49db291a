import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import DocVersionBanner from '@site/src/theme/DocVersionBanner';
import { renderAt } from './support/render';

const { older } = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => older }));
const theme = await vi.hoisted(() => import('./support/version-banner'));
vi.mock('@theme-original/DocVersionBanner', () => ({ default: theme.ThemeDocVersionBanner }));

const missingPage = {
  title: 'Workday connector',
  path: '/docs/connectors/workday',
  fromVersion: '3.2',
  fromNewer: true,
};

describe('the version banner', () => {
  it('after a switch from a page this version lacks, names that page and links back to it', () => {
    renderAt({ pathname: '/docs/3.1/connectors', state: { missingPage } }, <DocVersionBanner />);
    expect(screen.getByRole('note').textContent).toContain('Tessera 3.1');
    expect(screen.getByRole('status').textContent).toBe(
      'Workday connector is new in 3.2: version 3.1 has no such page, so this is the closest 3.1 page, the start of the same guide. Back to Workday connector in 3.2',
    );
    expect(screen.getByRole('link', { name: 'Back to Workday connector in 3.2' }).getAttribute('href')).toBe(
      '/docs/connectors/workday',
    );
  });

  it('says "a 3.1 page" when the reader came from an older version', () => {
    const fromOlder = { ...missingPage, fromVersion: '3.1', fromNewer: false };
    renderAt({ pathname: '/docs/connectors', state: { missingPage: fromOlder } }, <DocVersionBanner />);
    expect(screen.getByRole('status').textContent).toMatch(/^Workday connector is a 3\.1 page:/);
  });

  it('adds nothing on a page reached any other way', () => {
    renderAt({ pathname: '/docs/3.1/connectors', state: { from: 'elsewhere' } }, <DocVersionBanner />);
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
