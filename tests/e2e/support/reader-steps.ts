/**
 * Steps a reader takes in more than one test: opening the search dialog from the navbar and asking
 * for all results, and opening the API explorer's server editor.
 */
import type { Locator, Page } from './test';

/** The navbar's search button, which opens the search dialog. */
export const navbarSearchButton = (page: Page): Locator =>
  page.locator('.navbar__items--right').getByRole('button', { name: /search/i });

/** Searches `query` in the navbar's dialog and follows its "See all results" link to the search page. */
export async function seeAllResultsFromDialog(page: Page, query: string): Promise<void> {
  await navbarSearchButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search the documentation' }).pressSequentially(query);
  await dialog.getByRole('link', { name: 'See all results' }).click();
}

/** Opens the server editor of an operation page's explorer; its Edit button shows on hover. */
export async function editExplorerServer(page: Page): Promise<Locator> {
  const panel = page.locator('[data-api-explorer]');
  await panel.hover();
  const server = panel.locator('.openapi-explorer__floating-btn', {
    has: page.locator('.openapi-explorer__server-url'),
  });
  await server.hover();
  await server.getByRole('button', { name: 'Edit' }).click();
  return panel;
}
