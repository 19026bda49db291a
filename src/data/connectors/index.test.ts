import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRouteContract, wordFloor } from '../../../lib/route-contract';
import { connectors, getConnector } from './index';

describe('connector data', () => {
  it('gives every connector a unique id and a page in docs/connectors', () => {
    expect(new Set(connectors.map((connector) => connector.id)).size).toBe(connectors.length);
    for (const connector of connectors) {
      const file = connector.route.replace(/^\/connectors\//, 'docs/connectors/');
      expect(
        existsSync(`${file}.mdx`) || existsSync(`${file}.md`),
        `${connector.id}: no page for ${connector.route}`,
      ).toBe(true);
    }
  });

  it('has one connector for each connector page of the route contract, upcoming ones under upcoming/', () => {
    const contractPages = loadRouteContract('src/data/route-contract.md')
      .filter(
        (route) => route.section === 'connectors' && (route.path.includes('/upcoming/') || wordFloor(route) === 1200),
      )
      .map((route) => route.path);
    expect(connectors.map((connector) => `/docs${connector.route}`).sort()).toEqual(contractPages.sort());
    for (const connector of connectors) {
      const upcoming = connector.route.startsWith('/connectors/upcoming/');
      expect(connector.status, `${connector.id} is at ${connector.route}`).toBe(upcoming ? 'upcoming' : 'available');
    }
  });

  it('lists available connectors first, then upcoming ones, each group in id order', () => {
    const rank = (status: string): number => (status === 'available' ? 0 : 1);
    const ordered = [...connectors].sort((a, b) => rank(a.status) - rank(b.status) || a.id.localeCompare(b.id));
    expect(connectors.map((connector) => connector.id)).toEqual(ordered.map((connector) => connector.id));
  });

  it('says which ids exist when asked for an unknown one', () => {
    expect(getConnector('okta').name).toMatch(/Okta/);
    expect(() => getConnector('ldap')).toThrow(/Unknown connector id "ldap". Known connector ids: ad, /);
  });
});
