import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchPage from '@site/src/pages/search';
import { maxQueryLength } from '@site/src/client/search/limits';
import { renderAt } from './support/render';

const { searchClient, searches } = await vi.hoisted(() => import('./support/search-backend'));
vi.mock('@site/src/client/search/client', () => searchClient);
const { docsClient } = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => docsClient);

const openPage = (address: string) => renderAt(address, <SearchPage />);
const box = (): HTMLInputElement => screen.getByRole('searchbox', { name: 'Search the documentation' });
const heading = (): string => screen.getByRole('heading', { level: 1 }).textContent;

describe('the search page', () => {
  it('searches the query of its address and lists the results under their pages', async () => {
    openPage('/docs/search?q=access');
    expect(box().value).toBe('access');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(heading()).toBe('Search results for "access"');
    const pages = within(results).getAllByRole('heading', { level: 2 });
    expect(pages.map((page) => [page.textContent, page.querySelector('a')?.getAttribute('href')])).toEqual([
      ['Run an access review', '/docs/admin/access-reviews'],
      ['Request access', '/docs/user/request-access'],
    ]);
    expect(within(results).getByRole('link', { name: 'Close a review' }).getAttribute('href')).toBe(
      '/docs/admin/access-reviews#close-a-review',
    );
  });

  it('keeps the address in step with the box as the reader types, without adding history entries', async () => {
    const { history } = openPage('/docs/search');
    expect(heading()).toBe('Search the documentation');
    await userEvent.type(box(), 'provisioning');
    expect(await screen.findByRole('link', { name: 'Retry a failed task' })).toBeTruthy();
    expect(history.location.search).toBe('?q=provisioning');
    expect(history.length).toBe(1);
    expect(heading()).toBe('Search results for "provisioning"');
  });

  it('searches the docs version the reader picks, and puts it in the address', async () => {
    const { history } = openPage('/docs/search?q=access');
    const version = screen.getByRole('combobox', { name: 'Docs version' });
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3.2', '3.1']);
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.selectOptions(version, '3.1');
    expect(history.location.search).toBe('?q=access&version=3.1');
    expect(searches.at(-1)).toMatchObject({ query: 'access', context: { version: '3.1' } });
  });

  it('says when nothing matches, and searches a suggested topic when the reader picks it', async () => {
    const { history } = openPage('/docs/search?q=kerberos');
    expect((await screen.findByRole('status')).textContent).toContain('No results for "kerberos"');
    await userEvent.click(screen.getByRole('button', { name: 'workflow' }));
    expect(box().value).toBe('workflow');
    expect(history.location.search).toBe('?q=workflow');
  });

  it('says the search failed when the results cannot be fetched', async () => {
    openPage('/docs/search?q=offline');
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to fetch results');
  });

  it('shows the query of an address that back or a new search brings', async () => {
    const { history } = openPage('/docs/search?q=access');
    await screen.findByRole('list', { name: 'Search results' });
    act(() => {
      history.push('/docs/search?q=provisioning');
    });
    expect(box().value).toBe('provisioning');
    expect(await screen.findByRole('link', { name: 'Retry a failed task' })).toBeTruthy();
  });

  it('cuts a query longer than the search reads, in the box and in the address', () => {
    const { history } = openPage(`/docs/search?q=${'a'.repeat(maxQueryLength + 20)}`);
    expect(box().value).toHaveLength(maxQueryLength);
    expect(new URLSearchParams(history.location.search).get('q')).toHaveLength(maxQueryLength);
  });
});
