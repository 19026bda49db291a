import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchModal from '@site/src/components/SearchModal';
import { renderAt } from './support/render';

const { searchClient } = await vi.hoisted(() => import('./support/search-backend'));
vi.mock('@site/src/client/search/client', () => searchClient);
const { docsClient } = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => docsClient);

function openDialog(initialQuery = '') {
  const onClose = vi.fn();
  const rendered = renderAt('/docs/guides', <SearchModal initialQuery={initialQuery} onClose={onClose} />);
  return { ...rendered, onClose, box: screen.getByRole('combobox', { name: 'Search the documentation' }) };
}

const optionNames = (): string[] => screen.getAllByRole('option').map((option) => option.textContent);

describe('the search dialog', () => {
  it('opens as a modal dialog with the focus in its search box', () => {
    const { box } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Search the documentation' })).toHaveProperty('open', true);
    expect(document.activeElement).toBe(box);
    expect(screen.getByText(/Search titles, headings and text/)).toBeTruthy();
  });

  it('shows results as the reader types, grouped under their page', async () => {
    const { box } = openDialog();
    await userEvent.type(box, 'access');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(results).getAllByRole('group');
    expect(groups.map((group) => group.firstElementChild?.textContent)).toEqual([
      'Run an access review',
      'Request access',
    ]);
    expect(
      within(groups[1])
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual([
      '/docs/user/request-access',
      '/docs/user/request-access#choose-a-role',
      '/docs/user/request-access#track-a-request',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves the highlight with the arrow keys, wrapping at both ends, and opens it with Enter', async () => {
    const { box, history, onClose } = openDialog('access');
    await screen.findByRole('listbox');
    const selected = (): string | undefined =>
      screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;
    expect(selected()).toBe(optionNames()[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(optionNames()[2]);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(selected()).toBe(optionNames().at(-1));
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(history.location.pathname + history.location.hash).toBe('/docs/user/request-access#track-a-request');
  });

  it('remembers a search that led somewhere and offers it when the box is empty', async () => {
    const first = openDialog('provisioning');
    await userEvent.click(await screen.findByRole('option', { name: /Retry a failed task/ }));
    expect(first.history.location.hash).toBe('#retry-a-failed-task');
    first.unmount();

    const { box } = openDialog();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    await userEvent.click(within(recent).getByRole('button', { name: 'provisioning' }));
    expect((box as HTMLInputElement).value).toBe('provisioning');
    expect(await screen.findByRole('option', { name: /Retry a failed task/ })).toBeTruthy();
  });

  it('says when nothing matches, and searches a suggested topic when the reader picks it', async () => {
    const { box } = openDialog();
    await userEvent.type(box, 'kerberos');
    expect((await screen.findByRole('status')).textContent).toContain('No results for "kerberos"');
    await userEvent.click(screen.getByRole('button', { name: 'request access' }));
    expect((box as HTMLInputElement).value).toBe('request access');
    expect(await screen.findByRole('option', { name: /Choose a role/ })).toBeTruthy();
  });

  it('says the search failed when the results cannot be fetched', async () => {
    openDialog('offline');
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to fetch results');
  });

  it('opens the search page for the query, in the version it searched, on Enter without a result', async () => {
    const { history, onClose } = openDialog('kerberos');
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe(
      '/docs/search?q=kerberos&version=current',
    );
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(history.location.pathname + history.location.search).toBe('/docs/search?q=kerberos&version=current');
  });

  it('closes on Escape and on a press beside it', async () => {
    const { onClose } = openDialog('access');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('dialog') });
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(2);
    });
  });
});
