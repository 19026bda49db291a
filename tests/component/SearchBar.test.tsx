import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBar from '@site/src/theme/SearchBar';
import { renderAt } from './support/render';

const { searchClient } = await vi.hoisted(() => import('./support/search-backend'));
vi.mock('@site/src/client/search/client', () => searchClient);
const { docsClient } = await vi.hoisted(() => import('./support/docs-versions'));
vi.mock('@docusaurus/plugin-content-docs/client', () => docsClient);

function renderNavbar() {
  renderAt(
    '/docs/guides',
    <>
      <SearchBar />
      <input aria-label="Another field" />
    </>,
  );
  return screen.getByRole('button', { name: /Search/ });
}

const dialog = (): Promise<HTMLElement> => screen.findByRole('dialog', { name: 'Search the documentation' });
const box = (): HTMLInputElement => screen.getByRole('combobox');

describe('the navbar search button', () => {
  it('opens the search dialog, and gives the focus back when Escape closes it', async () => {
    const button = renderNavbar();
    await userEvent.click(button);
    await dialog();
    expect(document.activeElement).toBe(box());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens and closes with Ctrl+K from anywhere, even while typing in a field', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('textbox', { name: 'Another field' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await dialog();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with "/" except while the reader types in a field', async () => {
    renderNavbar();
    const field = screen.getByRole('textbox', { name: 'Another field' });
    await userEvent.type(field, 'a/b');
    expect(field).toHaveProperty('value', 'a/b');
    expect(screen.queryByRole('dialog')).toBeNull();
    field.blur();
    await userEvent.keyboard('/');
    await dialog();
    expect(box().value).toBe('');
  });

  it('starts the search with the character typed on the focused button', async () => {
    const button = renderNavbar();
    button.focus();
    await userEvent.keyboard('w');
    await dialog();
    expect(box().value).toBe('w');
  });

  it("names the shortcut with the modifier of the reader's platform", () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    expect(renderNavbar().textContent).toContain('⌘K');
  });
});
