/** Renders a component inside a router at an address (with the navigation's state), as Docusaurus renders every page. */
import type { ReactElement } from 'react';
import { createMemoryHistory, type LocationDescriptorObject, type MemoryHistory } from 'history';
import { Router } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';

export function renderAt(
  location: string | LocationDescriptorObject,
  ui: ReactElement,
): RenderResult & { history: MemoryHistory } {
  const history = createMemoryHistory({ initialEntries: [location] });
  return { history, ...render(<Router history={history}>{ui}</Router>) };
}
