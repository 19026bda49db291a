import { describe, expect, it } from 'vitest';
import { connectors } from '../connectors';
import { world } from '.';
import { worldFaults } from './rules';
import type { World } from './types';

/** A copy of the world to plant one fault in. */
function copy(): World {
  return structuredClone<World>(world);
}

describe('the Northwind world', () => {
  it('keeps its own rules: owners exist, roles agree with holdings, separation of duties', () => {
    expect(worldFaults(world)).toEqual([]);
  });

  it('names only connectors the Connector Guide has', () => {
    const ids = new Set(connectors.map((connector) => connector.id));
    for (const application of world.applications as World['applications']) {
      if (application.connector) expect(ids.has(application.connector), application.name).toBe(true);
    }
  });

  it('fails when a certifier would certify access they approved', () => {
    const planted = copy();
    const salesforce = planted.applications.find((application) => application.name === 'Salesforce');
    if (salesforce) Object.assign(salesforce, { businessOwner: 'maria.lopez' });
    expect(worldFaults(planted)).toContain(
      'maria.lopez certifies jane.doe\'s Salesforce~Report Viewer in "Q4 Finance access review", which they approved',
    );
  });

  it('fails when a certifier holds the access they certify', () => {
    const planted = copy();
    const raj = planted.people.find((person) => person.login === 'raj.patel');
    if (raj) Object.assign(raj, { holds: [{ entitlement: 'Active Directory~Finance-Readers', mechanism: 'Request' }] });
    expect(worldFaults(planted)).toContain(
      'raj.patel certifies jane.doe\'s Active Directory~Finance-Readers in "Q4 Finance access review", which they hold themselves',
    );
  });

  it('fails when the compliance officer certifies, or a proxy is the beneficiary', () => {
    const planted = copy();
    Object.assign(planted, {
      reviews: planted.reviews.map((review) => ({ ...review, certifierType: 'User', certifier: 'priya.shah' })),
    });
    expect(worldFaults(planted)).toContain(
      'priya.shah owns "Q4 Finance access review" and also certifies jane.doe\'s Active Directory~Finance-Readers in "Q4 Finance access review"',
    );
    const proxied = copy();
    Object.assign(proxied, { proxies: [{ for: 'maria.lopez', proxy: 'jane.doe', why: 'planted' }] });
    expect(worldFaults(proxied)).toContain("jane.doe is maria.lopez's proxy and the beneficiary of REQ-10458");
  });

  it('fails when the alternate certifier is also the certifier of a line', () => {
    const planted = copy();
    Object.assign(planted, {
      reviews: planted.reviews.map((review) => ({ ...review, alternateCertifierUser: 'raj.patel' })),
    });
    expect(worldFaults(planted)).toContain(
      'raj.patel is both certifier and alternate certifier of jane.doe\'s Active Directory~Finance-Readers in "Q4 Finance access review"',
    );
  });

  it('fails when a listed duty and the rest of the world disagree', () => {
    const planted = copy();
    Object.assign(planted, { proxies: [] });
    expect(worldFaults(planted)).toContain(
      'omar.haddad lists the duty "proxy: maria.lopez", which the world does not give',
    );
  });

  it('fails when a role member does not hold what the role gives', () => {
    const planted = copy();
    const role = planted.roles.find((candidate) => candidate.name === 'Finance Analyst');
    if (role) Object.assign(role, { entitlements: [...role.entitlements, 'Salesforce~Report Viewer'] });
    expect(worldFaults(planted)).toContain(
      'tom.baker is a member of Finance Analyst but does not hold its Salesforce~Report Viewer',
    );
  });

  it('fails when one id names two records, or a record names something the world does not hold', () => {
    const planted = copy();
    Object.assign(planted, {
      records: [
        ...planted.records,
        { id: '64f1a2b3c4d5e6f7a8b9c0d2', kind: 'application', name: 'Epic EHR' },
        { id: '64f1a2b3c4d5e6f7a8b9c0ff', kind: 'role', name: 'Finance Auditor' },
      ],
    });
    const faults = worldFaults(planted);
    expect(faults).toContain('the record id 64f1a2b3c4d5e6f7a8b9c0d2 names two records');
    expect(faults).toContain(
      'the role record 64f1a2b3c4d5e6f7a8b9c0ff names "Finance Auditor", which the world does not hold',
    );
  });

  it('fails when a group names a member who is not a person', () => {
    const planted = copy();
    Object.assign(planted, {
      groups: planted.groups.map((group) => (group.members ? { ...group, members: ['lena.parks'] } : group)),
    });
    expect(worldFaults(planted)).toContain(
      'the group access-managers has the member `lena.parks`, who is not a person',
    );
  });
});
