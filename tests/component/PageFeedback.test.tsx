import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FooterWithFeedback from '@site/src/plugins/page-feedback/client/theme/DocItem/Footer';

const endpoint = 'https://feedback.northwind.example/collect';

vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({ metadata: { permalink: '/docs/admin/access-reviews' } }),
  useDocsVersion: () => ({ version: 'current' }),
}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'page-feedback' ? { endpoint } : undefined),
}));
const theme = await vi.hoisted(() => import('./support/doc-footer'));
vi.mock('@theme-init/DocItem/Footer', () => ({ default: theme.ThemeDocFooter }));

/** The collector, answering with `status`; returns the requests it received. */
function collector(status: number): { url: string; init: RequestInit }[] {
  const received: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    received.push({ url, init });
    return Promise.resolve(new Response(null, { status }));
  });
  return received;
}

describe('the page feedback control', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is not there at all without a collector: the plugin that adds it is not loaded', async () => {
    vi.stubEnv('FEEDBACK_ENDPOINT', '');
    expect((await import('@site/config/page-feedback')).pageFeedbackPlugins).toEqual([]);
  });

  it('with a collector, is added under every doc page: the plugin’s theme wraps the doc footer', async () => {
    vi.stubEnv('FEEDBACK_ENDPOINT', endpoint);
    const plugins = (await import('@site/config/page-feedback')).pageFeedbackPlugins;
    expect(plugins).toHaveLength(1);
    const plugin = (plugins[0] as () => Plugin)();
    expect(existsSync(path.join(plugin.getThemePath?.() ?? '', 'DocItem/Footer/index.tsx'))).toBe(true);
  });

  it('sits above the page’s own footer', () => {
    render(<FooterWithFeedback />);
    const question = screen.getByRole('group', { name: 'Was this page helpful?' });
    expect(question.compareDocumentPosition(screen.getByRole('contentinfo'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('posts the reader’s answer for the page and its version, without cookies, and thanks them', async () => {
    const received = collector(204);
    render(<FooterWithFeedback />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you: your answer was sent.')).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe(endpoint);
    expect(received[0].init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(received[0].init.body as string)).toEqual({
      page: '/docs/admin/access-reviews',
      version: 'current',
      helpful: true,
    });
    expect(screen.getAllByRole('button').map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
  });

  it('says when the answer could not be sent, and lets the reader answer again', async () => {
    const received = collector(503);
    render(<FooterWithFeedback />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Your answer could not be sent. Try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(
      received.map((request) => (JSON.parse(request.init.body as string) as { helpful: boolean }).helpful),
    ).toEqual([false, false]);
  });
});
