import { describe, expect, it } from 'vitest';
import { world, systems } from '.';
import { systemFaults } from './systems-rules';
import type { Systems } from './systems';
import type { World } from './types';

/** A copy of the systems part to plant one fault in. */
function copy(): Systems {
  return structuredClone<Systems>(systems);
}

describe('the systems part of the Northwind world', () => {
  it('keeps its rules: records, exports and batches name applications; runners only where Connected', () => {
    expect(systemFaults(world as World, systems)).toEqual([]);
  });

  it('fails when a Disconnected application is given a connector runner', () => {
    const planted = copy();
    Object.assign(planted, {
      records: planted.records.map((record) =>
        record.name === 'Salesforce' ? { ...record, connectorRunner: true } : record,
      ),
    });
    expect(systemFaults(world as World, planted)).toContain('Salesforce is Disconnected but has a connector runner');
  });

  it('fails when an application gets a second export layout', () => {
    const planted = copy();
    Object.assign(planted, {
      exports: [
        ...planted.exports,
        { application: 'Epic EHR', producer: 'planted', cadence: 'weekly', columns: ['UserID', 'Templates'] },
      ],
    });
    expect(systemFaults(world as World, planted)).toContain('Epic EHR has more than one export layout');
  });

  it("fails when one system's service account reuses another's name", () => {
    const planted = copy();
    Object.assign(planted, {
      accounts: planted.accounts.map((account) =>
        account.system === 'Okta' ? { ...account, addresses: ['svc-tessera@northwind.example'] } : account,
      ),
    });
    expect(systemFaults(world as World, planted)).toContain(
      'svc-tessera-okta (Okta) is also written svc-tessera, the name of svc-tessera',
    );
  });

  it('fails when a performer is not a group of the world, or the GCP organization reuses an AWS account id', () => {
    const planted = copy();
    Object.assign(planted, { gcp: { organizationId: '123456789012' } });
    const world2 = structuredClone<World>(world as World);
    Object.assign(world2, {
      applications: world2.applications.map((application) =>
        application.name === 'Google Cloud Platform' ? { ...application, performer: 'Database Team' } : application,
      ),
    });
    expect(systemFaults(world as World, planted)).toContain('the Google Cloud organization reuses an AWS account id');
    expect(systemFaults(world2, systems)).toContain(
      "Google Cloud Platform's performer Database Team is not a group of the world",
    );
  });
});
