import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Authorization from '@site/src/theme/ApiExplorer/Authorization';
import LiveEditor from '@site/src/theme/ApiExplorer/LiveEditor';
import MethodEndpoint from '@site/src/theme/ApiExplorer/MethodEndpoint';
import Request from '@site/src/theme/ApiExplorer/Request';
import Response from '@site/src/theme/ApiExplorer/Response';
import { keepTokenKey } from '@site/src/client/explorer-token';
import type { ApiServer } from '@site/src/client/api-servers';

const theme = await vi.hoisted(() => import('./support/api-explorer'));
vi.mock('@theme/ApiItem/hooks', () => theme.hooks);
vi.mock('@theme-original/ApiExplorer/Request', () => ({ default: theme.ThemeRequest }));
vi.mock('@theme-original/ApiExplorer/Response', () => ({ default: theme.ThemeResponse }));
vi.mock('@theme-original/ApiExplorer/Authorization', () => ({ default: theme.ThemeAuthorization }));
vi.mock('@theme-original/ApiExplorer/LiveEditor', () => ({ default: theme.ThemeLiveEditor }));
vi.mock('@theme-original/ApiExplorer/MethodEndpoint', () => ({ default: theme.ThemeMethodEndpoint }));

const { explorer } = theme;

const mockServer: ApiServer = { url: 'http://127.0.0.1:4010' };
const tenantServer: ApiServer = {
  url: 'https://{tenant}.tessera.example',
  variables: { tenant: { default: 'northwind', 'x-pattern': '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$' } },
};
const withTenant = (tenant: string): ApiServer => ({
  ...tenantServer,
  variables: { tenant: { ...tenantServer.variables?.tenant, default: tenant } },
});

beforeEach(() => {
  explorer.state = { server: { options: [mockServer, tenantServer] }, response: {} };
  explorer.sent = 0;
});

async function send(server: ApiServer | undefined): Promise<void> {
  explorer.state.server.value = server;
  render(<Request item={{ servers: [mockServer, tenantServer] }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send API Request' }));
}

describe('the explorer sends only to a server of the API description', () => {
  it('sends to the reader’s tenant', async () => {
    await send(withTenant('northwind-test'));
    expect(explorer.sent).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops a tenant that would send the request and token to another host, and says why', async () => {
    await send(withTenant('evil.example/steal?x='));
    expect(explorer.sent).toBe(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'The request was not sent: "evil.example/steal?x=" is not a valid tenant.',
    );
  });

  it('stops a request with no server chosen', async () => {
    await send(undefined);
    expect(explorer.sent).toBe(0);
    expect(screen.getByRole('alert').textContent).toContain('choose one of the servers of the API description');
  });

  it('sends to the mock server and says how to run it', async () => {
    await send(mockServer);
    expect(explorer.sent).toBe(1);
    expect(screen.getByText(/answers once you run/).textContent).toContain('npm run mock');
  });
});

describe('the explorer’s response panel', () => {
  const showResponse = (response: { code?: string; value?: string }): void => {
    explorer.state.response = response;
    render(<Response />);
  };

  it('says that no answer came, and what to try, when a Send fails without one', () => {
    showResponse({ value: 'Failed to fetch' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No answer: Failed to fetch');
    expect(alert.textContent).toContain('copy the curl sample and run it in a terminal');
    expect(screen.getByRole('region', { name: 'Response' })).toBeTruthy();
  });

  it('says what a refusal means, above the server’s answer', () => {
    showResponse({ code: '401', value: '{"title":"Unauthorized"}' });
    expect(screen.getByRole('alert').textContent).toContain('paste a current bearer token into Authorization');
  });

  it('adds nothing before a Send, while it runs, or when it succeeds', () => {
    for (const response of [{}, { value: 'Fetching...' }, { code: '200', value: '{}' }]) {
      showResponse(response);
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});

describe('where the explorer keeps the reader’s token', () => {
  const token = { token: 'eyJhbGciOi.example.token' };

  it('offers no choice on an operation without a security scheme', () => {
    render(<Authorization />);
    expect(screen.getByRole('region', { name: 'Authorization' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps it in memory by default, and in this tab’s sessionStorage once the reader ticks the box', async () => {
    explorer.state.auth = { data: { BearerAuth: token } };
    render(<Authorization />);
    const keep = screen.getByRole('checkbox', { name: /Keep my credentials in this tab/ });
    expect(keep).toHaveProperty('checked', false);
    expect(sessionStorage.length).toBe(0);

    await userEvent.click(keep);
    expect(keep).toHaveProperty('checked', true);
    expect(sessionStorage.getItem('BearerAuth')).toBe(JSON.stringify(token));
    expect(sessionStorage.getItem(keepTokenKey)).toBe('true');

    await userEvent.click(keep);
    expect(sessionStorage.getItem('BearerAuth')).toBeNull();
    expect(sessionStorage.getItem(keepTokenKey)).toBeNull();
  });

  it('remembers the choice after a reload of the page in the same tab', () => {
    sessionStorage.setItem(keepTokenKey, 'true');
    explorer.state.auth = { data: { BearerAuth: token } };
    render(<Authorization />);
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
  });
});

describe('the explorer’s scrolling boxes', () => {
  it('puts the request body in a box a keyboard reaches, and has the editor evaluate nothing', () => {
    render(<LiveEditor>{'{}'}</LiveEditor>);
    const region = screen.getByRole('region', { name: 'Request body' });
    expect(region.tabIndex).toBe(0);
    expect(theme.editorProps.last?.transformCode?.('<Example />')).toBeNull();
  });

  it('puts the method and URL line in a box a keyboard reaches', () => {
    render(<MethodEndpoint method="post" path="/access-requests" />);
    expect(screen.getByRole('region', { name: 'Method and URL' }).textContent).toContain('POST https://');
  });
});
