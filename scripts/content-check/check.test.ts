import { describe, expect, it } from 'vitest';
import { world } from '../../src/data/world';
import { parseSpec, readSpec } from '../../lib/openapi/spec-source';
import { checkSource, indexWorld, readApiEnums, type Finding } from './check';

const index = indexWorld(world, readApiEnums(readSpec('openapi/tessera.yaml').root));

/** Checks a page made of `lines`, as if it were docs/<docPath>. */
function check(lines: string[], docPath = 'user/example.md'): Finding[] {
  return checkSource({ file: `docs/${docPath}`, text: lines.join('\n'), docPath }, index);
}

function rules(findings: Finding[]): string[] {
  return findings.map((finding) => `${String(finding.line)} ${finding.rule}`);
}

function messages(findings: Finding[]): string[] {
  return findings.map((finding) => `${String(finding.line)} ${finding.message}`);
}

describe('content check: the Northwind world', () => {
  it('passes a page that agrees with the world', () => {
    expect(
      check([
        'Jane Doe (`jane.doe`, Finance) asks for `Salesforce~Report Viewer`. Her manager, `maria.lopez`, approves.',
        'Raj Patel (`raj.patel`), the business owner of Active Directory, certifies its lines.',
        'Call `https://northwind.tessera.example/api/core/tasks`; the connector zone is `10.20.6.0/26`.',
      ]),
    ).toEqual([]);
  });

  it('finds a login that is not a person of the world, by file and line', () => {
    const findings = check(['Intro.', 'Ask `jane.smith` to approve.']);
    expect(findings).toEqual([
      {
        file: 'docs/user/example.md',
        line: 2,
        rule: 'unknown-person',
        message: '`jane.smith` is not a person of the Northwind world',
      },
    ]);
  });

  it('finds a name, department or title that disagrees with the person', () => {
    expect(rules(check(['Jane Smith (`jane.doe`) asks.']))).toEqual(['1 person-fact']);
    expect(rules(check(['Jane Doe (`jane.doe`, IT) asks.']))).toEqual(['1 person-fact']);
    expect(rules(check(['Priya Shah (`priya.shah`), the Finance Manager, runs it.']))).toEqual(['1 person-fact']);
    expect(rules(check(["The task goes to Jane's manager, `raj.patel`."]))).toEqual(['1 person-fact']);
  });

  it('finds an owner of an application who is not its owner', () => {
    expect(rules(check(['Maria Lopez (`maria.lopez`), the business owner of Salesforce, approves.']))).toEqual([
      '1 application-fact',
    ]);
  });

  it("finds the running review's alternate certifier named as someone else, in prose and in a definition", () => {
    expect(rules(check(['The alternate certifier is `sam.lee`, who certifies nothing in it.']))).toEqual([]);
    expect(rules(check(['The alternate certifier is the user `raj.patel`, and self-certification is off.']))).toEqual([
      '1 review-fact',
    ]);
    const definition = [
      '```json',
      '{',
      '  "name": "Q4 Finance access review",',
      '  "certifierType": "Resource owner",',
      '  "alternateCertifierUser": "dana.reed"',
      '}',
      '```',
    ];
    expect(rules(check(definition))).toEqual(['5 review-fact']);
  });

  it('finds an Application~Entitlement pair the world does not have', () => {
    expect(rules(check(['Add `Salesforce~Admin` to the role.', 'Add `Jira~Viewer` too.']))).toEqual([
      '1 unknown-entitlement',
      '2 unknown-entitlement',
    ]);
  });

  it('finds facts in JSON examples: a person, an account, an application, a role', () => {
    const findings = check([
      '```json',
      '{',
      '  "requester": { "login": "jane.doe", "displayName": "Jane Doe", "department": "Sales" },',
      '  "account": { "login": "jane.doe", "targetSystemName": "Salesforce", "associatedRoles": ["Finance Approver"],',
      '    "entitlements": [{ "entitlementName": "Report Viewer", "associatedRoles": ["Finance Analyst"], "provisionMechanism": "Role" }] },',
      '  "app": { "name": "Salesforce", "integrationLevel": "Connected", "businessOwner": "maria.lopez" },',
      '  "role": { "name": "Finance Analyst", "roleOwnerLogin": "maria.lopez", "entitlements": ["Active Directory~Finance-Readers"] },',
      '  "task": { "assignee": "john.doe" }',
      '}',
      '```',
    ]);
    expect(rules(findings)).toEqual([
      '3 person-fact',
      '4 account-fact',
      '5 account-fact',
      '5 account-fact',
      '6 application-fact',
      '6 application-fact',
      '7 role-fact',
      '8 unknown-person',
    ]);
  });

  it("finds an application's isRequestable that disagrees with the world, or that the world does not give", () => {
    const findings = check([
      '```json',
      '[',
      '  { "name": "Workday", "integrationLevel": "Connected", "isRequestable": true },',
      '  { "name": "Okta", "integrationLevel": "Connected", "isRequestable": true },',
      '  { "name": "Google Workspace", "integrationLevel": "Connected", "isRequestable": false }',
      ']',
      '```',
    ]);
    expect(messages(findings)).toEqual([
      "3 Workday's isRequestable is false, not true",
      '5 the world does not say whether Google Workspace is requestable: add isRequestable to it in src/data/world/ first',
    ]);
  });

  it('finds a variable guard that a pasted block would step past, not one joined to its command', () => {
    const findings = check([
      '```bash',
      ': "${TASK_ID:?set TASK_ID to the _id of the task}"',
      'curl -X POST "https://northwind.tessera.example/api/core/task/$TASK_ID/Approve"',
      '```',
      '',
      '```bash',
      ': "${TASK_ID:?set TASK_ID to the _id of the task}" &&',
      'curl -X POST "https://northwind.tessera.example/api/core/task/$TASK_ID/Approve"',
      '```',
    ]);
    expect(rules(findings)).toEqual(['2 lone-guard']);
  });

  it('finds a joined guard that a pasted block would still step past, or that guards another variable', () => {
    const approve = 'curl -X POST "https://northwind.tessera.example/api/core/task/$TASK_ID/Approve" \\';
    const guard = ': "${TASK_ID:?set TASK_ID to the _id of the task}" &&';
    const body = `  -d '{"userLogin": "maria.lopez"}'`;
    // In zsh, a comment line ends the `&&` list and the call after it runs unguarded.
    const between = (line: string) =>
      check(['```bash', guard, line, approve, body, '```']).map(
        (finding) => `${rules([finding])[0]}: ${finding.message}`,
      );
    expect(between('# approve')).toEqual([expect.stringMatching(/^2 lone-guard: .*on the next line/)]);
    expect(between('')).toEqual([expect.stringMatching(/^2 lone-guard: .*on the next line/)]);
    // At the end of its block, the guard leaves the pasted shell waiting for a command.
    expect(
      rules(check(['```bash', 'curl -sS "https://northwind.tessera.example/api/core/tasks"', guard, '```'])),
    ).toEqual(['3 lone-guard']);
    expect(
      rules(check(['```bash', ': "${BATCH_ID:?set BATCH_ID with the call above}" &&', approve, body, '```'])),
    ).toEqual(['2 lone-guard']);
    // Guards joined one after the other protect the command they lead to.
    const events = 'curl -G "https://northwind.tessera.example/api/dataservices/ReconciliationEvent" \\';
    const batch = '  --data-urlencode "ReconciliationBatchId=$BATCH_ID" --data-urlencode "targetSystemId=$APP_ID"';
    const chained = [
      ': "${APP_ID:?set APP_ID with the lookup above}" &&',
      ': "${BATCH_ID:?set BATCH_ID}" &&',
      events,
      batch,
    ];
    expect(rules(check(['```bash', ...chained, '```']))).toEqual([]);
    expect(rules(check(['```bash', guard, approve, body, '```']))).toEqual([]);
    // Inside the guard's double quotes, an apostrophe opens a single-quoted string that never ends.
    const apostrophe = ': "${TENANT_ID:?set TENANT_ID to the app\'s Directory (tenant) ID}" &&';
    expect(
      rules(
        check([
          '```bash',
          apostrophe,
          'curl -s "https://login.microsoftonline.com/$TENANT_ID/v2.0/.well-known/openid-configuration"',
          '```',
        ]),
      ),
    ).toEqual(['2 lone-guard']);
    // A loop or a condition after the guard sends the variable in its body.
    const loop = [
      'for type in Entitlement Account; do',
      '  curl -sS --fail -X POST "https://northwind.tessera.example/api/core/TargetSystem/$APP_ID/sync" \\',
      '    -d "{\\"operation\\": \\"reconcile\\", \\"entityType\\": \\"$type\\"}"',
      'done',
    ];
    expect(rules(check(['```bash', ': "${APP_ID:?set APP_ID with the lookup above}" &&', ...loop, '```']))).toEqual([]);
    // The whole body of the loop is the command: the variable may be sent by a later line of it.
    const echoFirst = ['for type in Entitlement Account; do', '  echo "$type"', ...loop.slice(1)];
    expect(
      rules(check(['```bash', ': "${APP_ID:?set APP_ID with the lookup above}" &&', ...echoFirst, '```'])),
    ).toEqual([]);
    // A loop that never sends the variable is still found.
    const unsent = ['for type in Entitlement Account; do', '  echo "$type"', 'done', 'curl "$APP_ID"'];
    expect(rules(check(['```bash', ': "${APP_ID:?set APP_ID with the lookup above}" &&', ...unsent, '```']))).toEqual([
      '2 lone-guard',
    ]);
    // A multi-line body sends the variable after the line that opens it.
    const submit = [
      'curl -X POST "https://northwind.tessera.example/api/core/cart/submit" \\',
      "  -d '{",
      '    "entityId": "\'"$ENT_ID"\'"',
      "  }'",
    ];
    expect(rules(check(['```bash', ': "${ENT_ID:?set ENT_ID with the lookup above}" &&', ...submit, '```']))).toEqual(
      [],
    );
  });

  it("finds a user's userType, employeeType, location or phoneNumber that disagrees with the world, or that the world does not give", () => {
    const findings = check([
      '```json',
      '[',
      '  { "login": "jane.doe", "displayName": "Jane Doe", "userType": "Contractor", "location": "Seattle" },',
      '  { "login": "omar.haddad", "displayName": "Omar Haddad", "phoneNumber": "+1 555 0190" },',
      '  { "login": "jane.doe", "targetSystemName": "Salesforce", "userType": "Standard" }',
      ']',
      '```',
    ]);
    expect(messages(findings)).toEqual([
      '3 jane.doe\'s userType is "Employee", not "Contractor"',
      "4 the world does not give omar.haddad's phoneNumber: add it to omar.haddad in src/data/world/ first",
    ]);
  });

  it('finds counts of the example access review run that disagree with the world', () => {
    const findings = check([
      '```json',
      '{ "impactObject": { "certifierCount": 1, "userCount": 4, "resourceCount": 2, "taskCount": 8,',
      '  "userList": ["jane.doe", "maria.lopez", "omar.haddad", "tom.baker"] } }',
      '```',
    ]);
    expect(rules(findings)).toEqual(['2 review-fact']);
  });

  it('finds a person whose row in a CSV example disagrees with the world', () => {
    const findings = check([
      '```csv',
      'login,department,jobTitle,managerLogin',
      'jane.doe,Finance,Financial Analyst,maria.lopez',
      'tom.baker,Finance,Accounts Assistant,maria.lopez',
      '```',
    ]);
    expect(rules(findings)).toEqual(['4 person-fact']);
  });

  it('keeps the self-hosted address on the self-hosted pages and hosts in the world', () => {
    expect(rules(check(['Sign in at `https://iga.northwind.example`.']))).toEqual(['1 deployment']);
    expect(
      check(
        [
          'Northwind runs `northwind.tessera.example`; a self-hosted install uses its own name.',
          'Sign in at `https://iga.northwind.example`.',
        ],
        'admin/install/self-hosted/fqdn.md',
      ),
    ).toEqual([]);
    expect(rules(check(['Sign in at `https://iga.northwind.example`.'], 'admin/install/self-hosted/fqdn.md'))).toEqual([
      '1 deployment',
    ]);
    expect(rules(check(['Connect to `dc09.northwind.local`.']))).toEqual(['1 unknown-host']);
  });

  it('finds a subnet or an address outside the network zones, and a zone given the wrong subnet', () => {
    expect(rules(check(['The connector runs from the subnet `10.20.4.0/24`.']))).toEqual(['1 network', '1 network']);
    expect(rules(check(['Connections come from `10.99.1.7`.']))).toEqual(['1 network']);
    expect(rules(check(['The admin subnet is `10.20.5.0/24`.']))).toEqual(['1 network']);
  });
});

describe('content check: API spellings and unsupported claims', () => {
  it('finds an enum value spelled otherwise than the API spells it', () => {
    expect(rules(check(['Select `Reassign` or `Re-Assign`.', 'The state is `claimed`.']))).toEqual([
      '1 api-spelling',
      '2 api-spelling',
    ]);
    expect(rules(check(['Then the approver can Re-assign it.']))).toEqual(['1 api-spelling']);
  });

  it('finds a platform rule the product facts do not give, and lets an example pass', () => {
    expect(rules(check(['After 15 days the task is `Expired`.']))).toEqual(['1 claim:expiry-default']);
    expect(check(['The node sets an expiry, for example 15 days, after which the task is `Expired`.'])).toEqual([]);
    expect(rules(check(['Escalation goes by default to the role owner.']))).toEqual(['1 claim:escalation-default']);
    expect(rules(check(['You can edit it if you own the report, or you are an administrator.']))).toEqual([
      '1 claim:report-permission',
    ]);
    expect(rules(check(['Set it back to `Draft` to retire the definition.']))).toEqual(['1 claim:draft-as-retired']);
    expect(rules(check(['List open tasks with `{"status":"Assigned"}`.']))).toEqual([
      '1 claim:open-tasks-assigned-only',
    ]);
    expect(rules(check(['Epic EHR is fulfilled by the group `access-managers`.']))).toEqual([
      '1 claim:performer-split',
    ]);
  });

  it('finds a command or grant a security team would reject, in code too', () => {
    expect(rules(check(['```bash', 'sudo nft flush ruleset', '```']))).toEqual(['2 claim:nft-flush-ruleset']);
    expect(rules(check(['```sql', 'GRANT SELECT ON mysql.user TO tessera_svc;', '```']))).toEqual([
      '2 claim:mysql-user-grant',
    ]);
    expect(rules(check(['| `https://www.googleapis.com/auth/admin.directory.group` | Read groups |']))).toEqual([
      '1 claim:google-group-scope',
    ]);
  });
});

describe('content check: rules the product facts do not give', () => {
  it('finds a connector status, a self-approval block, rule re-evaluation, rule revokes, a minimum duration, licensing rules', () => {
    expect(
      rules(
        check([
          'After the first reconciliation, the connector health shows **Healthy**.',
          'Tessera stops a proxy from approving their own request.',
          'Members are re-evaluated when the rule changes.',
          'The role rule creates requests of type `revoke` for members who no longer match.',
          'A grant has a minimum duration of one day.',
          'Each Connected application needs a connector entitlement.',
        ]),
      ),
    ).toEqual([
      '1 claim:connector-healthy',
      '2 claim:self-approval-guarantee',
      '3 claim:rule-reevaluation',
      '4 claim:rule-revoke-request',
      '5 claim:minimum-duration',
      '6 claim:licensing-rule',
    ]);
  });

  it('passes the same subjects written as instructions', () => {
    expect(
      check([
        'After the first reconciliation, the batch shows no error events; check whether the connector is healthy by its evidence.',
        'Choose approvers so that nobody approves their own request.',
        "After the approval, check each member's `associatedRoles`.",
        'Your order form says what a connector entitlement covers.',
      ]),
    ).toEqual([]);
  });
});

describe('content check: the OpenAPI examples', () => {
  it('finds a fact in a YAML example at its line', () => {
    const text = [
      'components:',
      '  examples:',
      '    janeDoe:',
      '      value:',
      '        login: jane.doe',
      '        department: Sales',
    ].join('\n');
    const spec = parseSpec('openapi/tessera.yaml', text);
    expect(checkSource({ file: 'openapi/tessera.yaml', text, docPath: '', spec }, index)).toEqual([
      {
        file: 'openapi/tessera.yaml',
        line: 6,
        rule: 'person-fact',
        message: 'jane.doe\'s department is "Finance", not "Sales"',
      },
    ]);
  });

  it("holds an id parameter's example to the record its description names", () => {
    const text = [
      'paths:',
      '  /api/core/task/{id}/{action}:',
      '    post:',
      '      parameters:',
      '        - name: id',
      '          in: path',
      '          description: The `_id` of the task.',
      '          example: 64f1a2b3c4d5e6f7a8b9c0d2',
    ].join('\n');
    const spec = parseSpec('openapi/tessera.yaml', text);
    expect(rules(checkSource({ file: 'openapi/tessera.yaml', text, docPath: '', spec }, index))).toEqual(['8 id-kind']);
  });
});

describe('content check: record ids', () => {
  it('passes ids used for the records they name', () => {
    expect(
      check([
        'curl -X POST "https://northwind.tessera.example/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Approve"',
        '```json',
        '{ "_id": "64f1a2b3c4d5e6f7a8b9c0d2", "name": "Salesforce", "integrationLevel": "Disconnected" }',
        '```',
      ]),
    ).toEqual([]);
  });

  it('finds an id that names no record of the world', () => {
    expect(rules(check(['Reconcile `64f1a2b3c4d5e6f7a8b9c0ff`.']))).toEqual(['1 unknown-id']);
  });

  it('finds an id used in a call for another kind of record', () => {
    const findings = check([
      'curl -X POST "https://northwind.tessera.example/api/core/TargetSystem/66b2c3d4e5f6a7b8c9d0e1f2/sync"',
    ]);
    expect(findings.map((finding) => finding.message)).toEqual([
      '`66b2c3d4e5f6a7b8c9d0e1f2` is the task ApprovalTask REQ-10458 maria.lopez, where the call takes an application id',
    ]);
  });

  it("finds a record's `_id` or a field id that names another record", () => {
    const findings = check([
      '```json',
      '{',
      '  "_id": "64f1a2b3c4d5e6f7a8b9c0d2",',
      '  "name": "Active Directory",',
      '  "integrationLevel": "Connected",',
      '  "targetSystemId": "64f1a2b3c4d5e6f7a8b9c1b1"',
      '}',
      '```',
    ]);
    expect(rules(findings)).toEqual(['3 id-kind', '6 id-kind']);
  });
});
