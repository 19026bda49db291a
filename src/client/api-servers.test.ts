import { describe, expect, it } from 'vitest';
import { checkServer, isLoopbackServer, type ApiServer } from './api-servers';

const tenantServer: ApiServer = {
  url: 'https://{tenant}.tessera.example',
  variables: {
    tenant: {
      default: 'northwind',
      description: 'Letters, digits and hyphens.',
      'x-pattern': '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$',
    },
  },
};
const servers: ApiServer[] = [tenantServer, { url: 'http://127.0.0.1:4010' }];
const withTenant = (tenant: string): ApiServer => ({
  ...tenantServer,
  variables: { tenant: { ...tenantServer.variables?.tenant, default: tenant } },
});

describe('checkServer', () => {
  it('allows each server of the description, with a tenant name', () => {
    expect(checkServer(withTenant('northwind'), servers)).toEqual({
      ok: true,
      url: 'https://northwind.tessera.example',
    });
    expect(checkServer(withTenant('acme-2'), servers)).toEqual({ ok: true, url: 'https://acme-2.tessera.example' });
    expect(checkServer({ url: 'http://127.0.0.1:4010' }, servers)).toEqual({ ok: true, url: 'http://127.0.0.1:4010' });
  });

  it('refuses a tenant that would send the request to another host, and says why', () => {
    for (const tenant of [
      'evil.example/steal?x=',
      'evil.example#',
      'user@evil.example',
      'a b',
      '-acme',
      'x'.repeat(64),
      '',
    ]) {
      const check = checkServer(withTenant(tenant), servers);
      expect(check.ok, tenant).toBe(false);
      if (!check.ok)
        expect(check.message).toBe(
          `The request was not sent: "${tenant}" is not a valid tenant. Letters, digits and hyphens.`,
        );
    }
  });

  it('refuses a server the description does not list', () => {
    expect(checkServer({ url: 'https://evil.example' }, servers).ok).toBe(false);
    expect(checkServer(undefined, servers).ok).toBe(false);
  });

  it('keeps a variable without pattern or enum to its default, and one with an enum to its values', () => {
    const versioned: ApiServer = {
      url: 'https://api.example.com/{version}/{region}',
      variables: { version: { default: 'v1' }, region: { default: 'eu', enum: ['eu', 'us'] } },
    };
    const chosen = (version: string, region: string): ApiServer => ({
      url: versioned.url,
      variables: { version: { default: version }, region: { default: region } },
    });
    expect(checkServer(chosen('v1', 'us'), [versioned])).toEqual({ ok: true, url: 'https://api.example.com/v1/us' });
    expect(checkServer(chosen('v2', 'us'), [versioned]).ok).toBe(false);
    expect(checkServer(chosen('v1', 'apac'), [versioned]).ok).toBe(false);
  });
});

describe('isLoopbackServer', () => {
  it("tells the mock server on the reader's machine from a tenant", () => {
    expect(isLoopbackServer('http://127.0.0.1:4010')).toBe(true);
    expect(isLoopbackServer('http://localhost:4010')).toBe(true);
    expect(isLoopbackServer('https://northwind.tessera.example')).toBe(false);
    expect(isLoopbackServer('not a url')).toBe(false);
  });
});
