import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import { renderAt } from './support/render';

const { searchClient, searches } = await vi.hoisted(() => import('./support/search-backend'));
vi.mock('@site/src/client/search/client', () => searchClient);
const { docsClient } = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => docsClient);

const nearest = (): [string, string | null][] =>
  within(screen.getByRole('region', { name: 'Pages near this address' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the not-found page', () => {
  it('says the page is not found, in its heading and its title', async () => {
    renderAt('/docs/access-review', <NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    await waitFor(() => {
      expect(document.title).toBe('Page Not Found');
    });
  });

  it('offers the pages that the words of the missing address find', async () => {
    renderAt('/docs/access-review', <NotFoundContent />);
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toHaveProperty(
      'value',
      'access review',
    );
    await screen.findByRole('region', { name: 'Pages near this address' });
    expect(nearest()).toEqual([['Run an access review', '/docs/admin/access-reviews']]);
  });

  it('searches what the reader types instead', async () => {
    renderAt('/docs/access-review', <NotFoundContent />);
    const box = screen.getByRole('searchbox', { name: 'Search the documentation' });
    await userEvent.clear(box);
    await userEvent.type(box, 'provisioning');
    await waitFor(() => {
      expect(nearest()).toEqual([['Provisioning', '/docs/admin/provisioning']]);
    });
  });

  it('lists no pages when the address finds none, and keeps a search form that works without scripts', async () => {
    renderAt('/docs/kerberos-tickets', <NotFoundContent />);
    await waitFor(() => {
      expect(searches.at(-1)?.query).toBe('kerberos tickets');
    });
    await act(() => Promise.resolve());
    const form = screen.getByRole('search');
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/docs/search', 'get']);
    expect(within(form).getByRole('searchbox')).toHaveProperty('name', 'q');
    expect(screen.queryByRole('region', { name: 'Pages near this address' })).toBeNull();
  });
});
