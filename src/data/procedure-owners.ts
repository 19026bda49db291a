/**
 * One owner page per procedure: the table of CONTRIBUTING.md ("One owner page per procedure") as data. Each
 * procedure is written as numbered steps on its owner page only; another page links to the owner and adds its
 * own angle. `steps` are what a numbered step of that procedure says (the control that starts it): the content
 * check fails on such a step on any other page, in every doc version, except the pages in `sharedWith`, whose
 * own, narrower procedure uses the same control (a connector page sets up its own application).
 */
export interface ProcedureOwner {
  procedure: string;
  /** The owner page, relative to the repository, as CONTRIBUTING.md lists it; a folder ends with `/`. */
  owner: string;
  steps?: readonly RegExp[];
  /** Doc paths (relative to a version's docs folder; a folder ends with `/`) that may use the same steps. */
  sharedWith?: readonly string[];
}

export const procedureOwners: readonly ProcedureOwner[] = [
  { procedure: 'Connect Active Directory', owner: 'docs/connectors/ad.mdx' },
  { procedure: 'Connect any other application', owner: 'docs/connectors/' },
  { procedure: 'Deploy a cloud tenant', owner: 'docs/admin/install/cloud/deploy.md' },
  { procedure: 'Install Tessera yourself', owner: 'docs/admin/install/self-hosted/install-steps.md' },
  {
    procedure: 'Restrict network access to a self-hosted install',
    owner: 'docs/admin/install/self-hosted/network-access-control.md',
  },
  {
    procedure: 'Back up and restore a self-hosted install',
    owner: 'docs/admin/install/self-hosted/backup-restore.md',
  },
  { procedure: 'Add an administrator', owner: 'docs/admin/getting-started/add-administrator.md' },
  {
    procedure: 'Create a user by hand',
    owner: 'docs/admin/loading-users/direct-registration.md',
    steps: [/\*\*(Register user|Create user|Add user)\*\*/],
  },
  { procedure: 'Load users from a file', owner: 'docs/admin/loading-users/file-based-sync.md' },
  { procedure: 'Sync users from the HR source', owner: 'docs/admin/loading-users/trusted-app-sync.md' },
  {
    procedure: 'Set up single sign-on',
    owner: 'docs/admin/authentication/sso.md',
    steps: [/\*\*Test sign-in\*\*/, /turn on \*\*Require single sign-on\*\*/],
  },
  {
    procedure: 'Create an application',
    owner: 'docs/user/access-management/application/build-an-app.md',
    steps: [/\*\*Add application\*\*/],
    sharedWith: ['connectors/', 'admin/install/cloud/connector-onboarding-wizard.md'],
  },
  {
    procedure: "Change an application's attributes",
    owner: 'docs/admin/apps/attributes.md',
    steps: [/\*\*Attributes\*\* tab/],
    sharedWith: ['connectors/', 'admin/loading-users/trusted-app-sync.md', 'guides/stale-check.md'],
  },
  {
    procedure: 'Add or fetch entitlements',
    owner: 'docs/user/access-management/entitlement/add-fetch-entitlements.md',
  },
  { procedure: 'Create a role', owner: 'docs/user/rbac/create.md', steps: [/\*\*(Create role|Add role)\*\*/] },
  { procedure: 'Request access', owner: 'docs/user/access-request/request-access.md' },
  { procedure: 'Track a request', owner: 'docs/user/access-request/track-my-request.md' },
  {
    procedure: 'Claim, approve, reject, re-assign or escalate a task',
    owner: 'docs/user/access-management/manage-tasks.md',
  },
  { procedure: 'Name a proxy', owner: 'docs/user/access-management/proxy.md' },
  {
    procedure: 'Create an access review',
    owner: 'docs/user/access-review/add.md',
    steps: [/\*\*Add certification\*\*/],
  },
  { procedure: 'Run an access review', owner: 'docs/user/access-review/run.md' },
  { procedure: 'Certify or revoke access in a review', owner: 'docs/user/access-review/task.md' },
  {
    procedure: 'Reconcile an application',
    owner: 'docs/user/access-reconciliation/application-synchronization.md',
  },
  {
    procedure: 'Reconcile from a file',
    owner: 'docs/user/access-reconciliation/file-based-reconciliation.md',
    steps: [/\*\*Upload file\*\*[^.]*\*\*Dry run\*\*/],
  },
  { procedure: 'Create a workflow', owner: 'docs/user/workflow/create-workflow-and-nodes.md' },
  { procedure: 'Create a report', owner: 'docs/user/reporting/create.md', steps: [/\*\*Create report\*\*/] },
  { procedure: 'Disable a user', owner: 'docs/user/user-life-cycle/disable.md' },
];
