import { describe, expect, it } from 'vitest';
import { world } from '../../src/data/world';
import { readSpec } from '../../lib/openapi/spec-source';
import { checkSource, indexWorld, readApiEnums, type Finding } from './check';

const index = indexWorld(world, readApiEnums(readSpec('openapi/tessera.yaml').root));

/** Checks a page made of `lines`, as if it were docs/<docPath>. */
function check(lines: string[], docPath = 'connectors/example.mdx'): Finding[] {
  return checkSource({ file: `docs/${docPath}`, text: lines.join('\n'), docPath }, index);
}

function rules(findings: Finding[]): string[] {
  return findings.map((finding) => `${String(finding.line)} ${finding.rule}`);
}

describe('content check: the systems of the Northwind world', () => {
  it('passes a page that agrees with the systems part', () => {
    expect(
      check([
        'Create the role in the AWS account `444455556666`, with the identity store `d-9067a1b2c3`.',
        'Jane requests the Okta group `Finance-Apps`; create API tokens from `svc-tessera-okta@northwind.example`.',
        'The connector binds as `NORTHWIND\\svc-tessera`. Epic EHR sends a weekly export; Salesforce a daily one.',
        '## Reconcile Epic EHR',
        'List the events of the Epic EHR batch `67c3d4e5f6a7b8c9d0e1f2b1`.',
        'For Salesforce, a Disconnected application, the performer removes the permission set and the connector removes the Active Directory group.',
      ]),
    ).toEqual([]);
  });

  it('finds an AWS account or identity store the world does not have', () => {
    expect(
      rules(
        check([
          'Create the role in the AWS account `111122223333`.',
          'Use `arn:aws:identitystore::*:identitystore/d-0000000000`.',
        ]),
      ),
    ).toEqual(['1 aws-account', '2 aws-account']);
  });

  it('finds a Google Cloud organization the world does not have', () => {
    expect(rules(check(['gcloud asset search-all-iam-policies --scope=organizations/123456789012']))).toEqual([
      '1 gcp-organization',
    ]);
  });

  it('finds a group, request or case name the world does not have', () => {
    expect(rules(check(['Add Jane to the Okta group `Finance-Budget`.', 'See request REQ-20001.']))).toEqual([
      '1 unknown-name',
      '2 unknown-name',
    ]);
  });

  it("finds a service account that reuses another system's account name", () => {
    expect(rules(check(['Create tokens from `svc-tessera@northwind.example`.', 'Bind as `svc-ldap`.']))).toEqual([
      '1 service-account',
      '2 service-account',
    ]);
  });

  it('finds a batch quoted for another application, and a batch id the world does not have', () => {
    expect(
      rules(
        check([
          '## Reconcile Epic EHR',
          'Upload the Epic EHR export, then read the batch:',
          '`ReconciliationBatchId=67c3d4e5f6a7b8c9d0e1f2a3`',
          'The batch `67c3d4e5f6a7b8c9d0e1f2ff` shows each row.',
        ]),
      ),
    ).toEqual(['3 batch', '4 unknown-id', '4 batch']);
  });

  it('reads a batch id inside a file name: the id the sentence calls a batch, and the application the name names', () => {
    expect(
      rules(
        check([
          '## Logging',
          'Keep each file with its batch id, for example `epic-ehr-accounts-2025-03-03-67c3d4e5f6a7b8c9d0e1f2b1.csv`.',
          'Keep each file with its batch id, for example `epic-ehr-accounts-2025-03-03-66b2c3d4e5f6a7b8c9d0e1f2.csv`.',
          'Keep each file with its batch id, for example `epic-ehr-accounts-2025-03-03-64f1a2b3c4d5e6f7a8b9c0d1.csv`.',
          'Keep each file with its batch id, for example `epic-ehr-accounts-2025-03-03-67c3d4e5f6a7b8c9d0e1f2a3.csv`.',
        ]),
      ),
    ).toEqual(['3 batch', '4 batch', '5 batch']);
  });

  it('finds a connector running on a Disconnected application', () => {
    expect(
      rules(
        check([
          'After approval, the connector adds Jane to the Salesforce permission set.',
          '```bash',
          'curl -X POST "https://northwind.tessera.example/api/core/TargetSystem/64f1a2b3c4d5e6f7a8b9c0d2/sync"',
          '```',
        ]),
      ),
    ).toEqual(['1 disconnected-connector', '3 disconnected-connector']);
  });

  it("finds an export at another cadence, or with other columns than the world's layout", () => {
    expect(
      rules(
        check([
          'Salesforce is reconciled from a weekly export.',
          'The Epic EHR export:',
          '',
          '```csv',
          'UserID,EmployeeNumber,FirstName,LastName,Templates',
          'jane.doe,100234,Jane,Doe,EHR-Billing-Read',
          '```',
        ]),
      ),
    ).toEqual(['1 export', '5 export']);
  });

  it("finds a person's export row that lists access the world does not give them, or leaves out access it does", () => {
    const header = 'User Login,Email,First Name,Last Name,IsActive,LastLoginDate,Permission Sets';
    const findings = check([
      'The Salesforce daily export:',
      '',
      '```csv',
      header,
      'jane.doe,jane.doe@northwind.example,Jane,Doe,true,2026-04-14,Report Viewer;Sales Read Only',
      'tom.baker,tom.baker@northwind.example,Tom,Baker,true,2026-04-13,Forecast Viewer;Sales Read Only',
      'maria.lopez,maria.lopez@northwind.example,Maria,Lopez,true,2026-04-03,Report Viewer',
      'sam.lee,sam.lee@northwind.example,Sam,Lee,true,2026-04-14,',
      'integration.user,ops@northwind.example,Integration,User,true,2026-04-14,Sales Read Only',
      '```',
    ]);
    expect(findings.map((finding) => `${String(finding.line)} ${finding.message}`)).toEqual([
      '6 tom.baker does not hold Salesforce~Forecast Viewer: add the holding to src/data/world/ or drop it from the row',
      '7 maria.lopez holds Salesforce~Sales Read Only, which the row leaves out: list it in Permission Sets',
    ]);
  });
});
