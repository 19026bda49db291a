import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DiagramFrame from '@site/src/components/DiagramFrame';

function renderDiagram() {
  render(
    <DiagramFrame>
      <div className="tessera-diagram">
        <svg aria-label="Access request flow" viewBox="0 0 1200 400" style={{ maxWidth: '1200px' }}>
          <text>Requester</text>
        </svg>
      </div>
    </DiagramFrame>,
  );
  return screen.getByRole('dialog', { hidden: true });
}

describe('a diagram', () => {
  it('opens at its drawn size in a dialog named after it', async () => {
    const dialog = renderDiagram();
    expect(dialog).toHaveProperty('open', false);
    await userEvent.click(screen.getByRole('button', { name: 'Open the diagram at full size' }));
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByRole('dialog', { name: 'Access request flow' })).toBe(dialog);
    const copy = screen.getByRole('region', { name: 'The diagram at full size' }).querySelector('svg');
    expect(copy?.textContent).toBe('Requester');
    expect([copy?.style.width, copy?.style.maxWidth]).toEqual(['1200px', 'none']);
  });

  it('leaves the diagram in the page as it was', async () => {
    renderDiagram();
    const inPage = document.querySelectorAll<SVGSVGElement>('.tessera-diagram svg')[0];
    await userEvent.click(screen.getByRole('button', { name: 'Open the diagram at full size' }));
    expect(document.querySelectorAll('svg')).toHaveLength(2);
    expect([inPage.style.width, inPage.style.maxWidth]).toEqual(['', '1200px']);
  });

  it('closes with its Close button', async () => {
    const dialog = renderDiagram();
    await userEvent.click(screen.getByRole('button', { name: 'Open the diagram at full size' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveProperty('open', false);
  });
});
