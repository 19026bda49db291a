import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DocsVersionDropdown from '@site/src/theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { renderAt } from './support/render';

const versions = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => versions.docsClient);
const navbar = await vi.hoisted(() => import('./support/navbar'));
vi.mock('@theme/NavbarItem/DropdownNavbarItem', () => ({ default: navbar.ThemeDropdownNavbarItem }));
vi.mock('@theme-original/NavbarItem/DocsVersionDropdownNavbarItem', () => ({
  default: navbar.DocusaurusOwnVersionDropdown,
}));

const { latest, older, onDocPage, outsideDocs, savePreferredVersionName } = versions;

function renderDropdown(path: string, mobile = false) {
  const rendered = renderAt(
    path,
    <>
      <DocsVersionDropdown mobile={mobile} items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />
      <article>
        <h1>Workday connector</h1>
      </article>
    </>,
  );
  const entries = (): [string, string | null, boolean][] =>
    within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current') === 'page']);
  return { ...rendered, entries };
}

const usesDocusaurusOwn = (): boolean =>
  screen.queryByRole('navigation', { name: "Docusaurus' own version dropdown" }) !== null;

beforeEach(() => {
  savePreferredVersionName.mockClear();
});

describe('the docs version dropdown', () => {
  it('is Docusaurus’ own on a page every version has', () => {
    onDocPage(latest, '/docs/connectors/scim');
    renderDropdown('/docs/connectors/scim');
    expect(usesDocusaurusOwn()).toBe(true);
  });

  it('on a page an older version lacks, opens that version’s section and says which page the reader came from', async () => {
    onDocPage(latest, '/docs/connectors/workday');
    const { entries, history } = renderDropdown('/docs/connectors/workday');
    expect(usesDocusaurusOwn()).toBe(false);
    expect(entries()).toEqual([
      ['3.2', '/docs/connectors/workday', true],
      ['3.1', '/docs/3.1/connectors', false],
    ]);

    await userEvent.click(screen.getByRole('link', { name: '3.1' }));
    expect(savePreferredVersionName).toHaveBeenCalledWith('3.1');
    expect(history.location.pathname).toBe('/docs/3.1/connectors');
    expect(history.location.state).toEqual({
      missingPage: {
        title: 'Workday connector',
        path: '/docs/connectors/workday',
        fromVersion: '3.2',
        fromNewer: true,
      },
    });
  });

  it('on such a page, follows the link of a version that has it, with no notice', async () => {
    onDocPage(latest, '/docs/connectors/workday');
    const { history } = renderDropdown('/docs/connectors/workday');
    // The reader's last stop elsewhere, so that following the link shows as a navigation.
    act(() => {
      history.push('/docs/guides');
    });
    await userEvent.click(within(screen.getByRole('list')).getByRole('link', { name: '3.2' }));
    expect(savePreferredVersionName).toHaveBeenCalledWith('current');
    expect(history.location.pathname).toBe('/docs/connectors/workday');
    expect(history.location.state).toBeUndefined();
  });

  it('outside the guides, shows the version the reader chose last rather than the latest', () => {
    outsideDocs(older);
    const { entries } = renderDropdown('/docs/search');
    expect(screen.getByRole('navigation', { name: 'Docs versions' }).firstElementChild?.textContent).toBe('3.1');
    expect(entries()).toEqual([
      ['3.2', '/docs/guides', false],
      ['3.1', '/docs/3.1/guides', true],
    ]);
  });

  it('outside the guides, with no version chosen, is Docusaurus’ own', () => {
    outsideDocs(null);
    renderDropdown('/docs/search');
    expect(usesDocusaurusOwn()).toBe(true);
  });

  it('is labelled "Versions" in the mobile menu', () => {
    outsideDocs(older);
    renderDropdown('/docs/search', true);
    expect(screen.getByRole('button', { name: 'Versions' })).toBeTruthy();
  });
});
