import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CopyPage from '@site/src/components/CopyPage';

const markdownUrl = '/docs/admin/architecture.md';
const markdown = '# Architecture\n\nTessera runs connectors beside the identity store.\n';

/** The server answers the page's Markdown twin with `status`; returns what reached the clipboard. */
function serve(status: number): { written: Promise<string>[] } {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(url === markdownUrl && status === 200 ? new Response(markdown) : new Response(null, { status })),
  );
  const clipboard = { written: [] as Promise<string>[] };
  vi.spyOn(navigator.clipboard, 'write').mockImplementation(async (items: ClipboardItem[]) => {
    // Safari's rule: the text is handed over as a promise, during the click.
    const text = items[0].getType('text/plain').then((blob) => blob.text());
    clipboard.written.push(text);
    await text;
  });
  return clipboard;
}

describe('Copy page', () => {
  it('copies the page’s Markdown and says so', async () => {
    const clipboard = serve(200);
    render(<CopyPage markdownUrl={markdownUrl} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect((await screen.findByRole('status')).textContent).toBe('Page copied as Markdown');
    expect(await Promise.all(clipboard.written)).toEqual([markdown]);
  });

  it('says the copy failed, and where to read the page instead, when the Markdown cannot be fetched', async () => {
    serve(404);
    render(<CopyPage markdownUrl={markdownUrl} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy the page; open it with View as Markdown instead',
      );
    });
    expect(screen.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe(markdownUrl);
  });
});
