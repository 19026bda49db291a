/** Renders a component inside a router at a given address, as Docusaurus renders every page. */
import type { ReactElement } from 'react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { Router } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';

export function renderAt(path: string, ui: ReactElement): RenderResult & { history: MemoryHistory } {
  const history = createMemoryHistory({ initialEntries: [path] });
  return { history, ...render(<Router history={history}>{ui}</Router>) };
}
