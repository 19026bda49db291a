import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GlossaryTerm from '@site/src/components/GlossaryTerm';

function renderTerm() {
  render(
    <p>
      Each{' '}
      <GlossaryTerm id="campaign" term="Campaign" definition="A round of access reviews with a deadline.">
        campaigns
      </GlossaryTerm>{' '}
      ends on a date. <a href="#next">Next</a>
    </p>,
  );
  const link = screen.getByRole('link', { name: 'campaigns' });
  const tooltip = screen.getByRole('tooltip', { hidden: true });
  return { link, tooltip };
}

describe('a glossary term in running text', () => {
  it('links to the term on the glossary page, described by its definition', () => {
    const { link, tooltip } = renderTerm();
    expect(link.getAttribute('href')).toBe('/docs/user/glossary#campaign');
    expect(link.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Campaign: A round of access reviews with a deadline.');
    expect(tooltip.hidden).toBe(true);
  });

  it('shows the definition while the pointer is over the term', async () => {
    const { link, tooltip } = renderTerm();
    await userEvent.hover(link);
    expect(tooltip.hidden).toBe(false);
    await userEvent.unhover(link);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows the definition while the term has the keyboard focus', async () => {
    const { tooltip } = renderTerm();
    await userEvent.tab();
    expect(tooltip.hidden).toBe(false);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toBe(document.activeElement);
    expect(tooltip.hidden).toBe(true);
  });

  it('hides on Escape without moving the focus, and shows again on the next hover', async () => {
    const { link, tooltip } = renderTerm();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(tooltip.hidden).toBe(true);
    expect(document.activeElement).toBe(link);
    await userEvent.hover(link);
    expect(tooltip.hidden).toBe(false);
  });

  it('opens above a term at the bottom of the window, and never past its right edge', () => {
    const { link, tooltip } = renderTerm();
    vi.spyOn(link, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: window.innerWidth - 40, y: window.innerHeight - 30, width: 80, height: 20 }),
    );
    vi.spyOn(tooltip, 'offsetHeight', 'get').mockReturnValue(60);
    vi.spyOn(tooltip, 'offsetWidth', 'get').mockReturnValue(300);
    fireEvent.mouseEnter(link);
    expect(tooltip.style.top).toBe(`${window.innerHeight - 30 - 60}px`);
    expect(tooltip.style.left).toBe(`${window.innerWidth - 300 - 8}px`);
  });
});
