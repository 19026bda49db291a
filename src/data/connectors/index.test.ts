import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

  it('lists the nine available and four upcoming connectors of the route contract', () => {
    const byStatus = (status: string): string[] =>
      connectors.filter((connector) => connector.status === status).map((connector) => connector.id);
    expect(byStatus('available')).toEqual([
      'ad',
      'atlassian',
      'aws',
      'entra-id',
      'flat-file',
      'google',
      'gsheet',
      'mysql',
      'okta',
    ]);
    expect(byStatus('upcoming')).toEqual(['apache-directory', 'gcp', 'oracle-jdbc', 'salesforce']);
  });

  it('says which ids exist when asked for an unknown one', () => {
    expect(getConnector('okta').name).toMatch(/Okta/);
    expect(() => getConnector('ldap')).toThrow(/Unknown connector id "ldap". Known connector ids: ad, /);
  });
});
