/**
 * Queries readers type, with the pages that should come first (any of them counts as a hit).
 * Mixed on purpose: plain topics, tasks, IGA synonyms, typos, half-typed words, API paths and
 * schema names. Paths are site paths without the /docs prefix.
 */
export interface BenchQuery {
  readonly query: string;
  readonly expected: readonly string[];
}

export const searchQueries: readonly BenchQuery[] = [
  { query: 'add a new administrator', expected: ['admin/getting-started/add-administrator'] },
  { query: 'password policy', expected: ['admin/policies/password-policies'] },
  {
    query: 'reset my password',
    expected: ['user/password-manager/self-service-reset', 'admin/policies/reset-policies'],
  },
  { query: 'configure SSO', expected: ['admin/authentication/sso'] },
  { query: 'single sign-on', expected: ['admin/authentication/sso'] },
  { query: 'Azure AD single sign on', expected: ['guides/entra-id-sso', 'admin/authentication/sso'] },
  { query: 'session timeout', expected: ['admin/authentication/session-length'] },
  { query: 'IP allow list', expected: ['admin/authentication/ip-and-location-restrictions'] },
  { query: 'OTP login by email', expected: ['admin/authentication/email'] },
  { query: 'authenticator app', expected: ['admin/authentication/mobile'] },
  { query: 'own SMTP mail server', expected: ['admin/email-setup/own-mail-server'] },
  { query: 'disable emails temporarily', expected: ['admin/email-setup/disable-emails'] },
  { query: 'email templates out of the box', expected: ['admin/email-setup/out-of-the-box-templates'] },
  { query: 'create a tenant', expected: ['admin/tenants/create-tenant'] },
  { query: 'multi-tenancy', expected: ['admin/tenants/tenant-management', 'admin/tenants/create-tenant'] },
  { query: 'system requirements', expected: ['admin/install/self-hosted/system-requirements'] },
  { query: 'backup and restore self-hosted', expected: ['admin/install/self-hosted/backup-restore'] },
  { query: 'uninstall', expected: ['admin/install/self-hosted/uninstall'] },
  { query: 'FQDN', expected: ['admin/install/self-hosted/fqdn'] },
  { query: 'architecture', expected: ['admin/architecture'] },
  { query: 'load users from a CSV file', expected: ['admin/loading-users/file-based-sync'] },
  { query: 'trusted source HR sync', expected: ['admin/loading-users/trusted-app-sync'] },
  { query: 'run an access review', expected: ['user/access-review/run'] },
  { query: 'attestation', expected: ['user/access-review/introduction', 'user/access-review/overview'] },
  {
    query: 'create certification campaign',
    expected: ['user/access-review/add', 'developer/create-certification-definition'],
  },
  {
    query: 'certfication reminder email',
    expected: ['user/access-review/add', 'admin/email-setup/out-of-the-box-templates'],
  },
  { query: 'complete a certification task', expected: ['user/access-review/task'] },
  { query: 'request access to an application', expected: ['user/access-request/request-access'] },
  { query: 'track my request', expected: ['user/access-request/track-my-request'] },
  {
    query: 'catalog',
    expected: ['user/access-request/find-catalog', 'user/access-management/application/manage-catalog'],
  },
  { query: 'save a list', expected: ['user/access-request/save-a-list'] },
  {
    query: 'connected vs disconnected app',
    expected: ['user/access-management/application/connected-vs-disconnected'],
  },
  { query: 'performer', expected: ['user/provisioning/disconnected-provisioning', 'user/workflow/ootb/fulfillment'] },
  {
    query: 'fulfiller task',
    expected: ['user/workflow/ootb/fulfillment', 'user/provisioning/disconnected-provisioning'],
  },
  {
    query: 'deprovisioning',
    expected: ['user/provisioning/connected-deprovisioning', 'user/provisioning/disconnected-deprovisioning'],
  },
  { query: 'failed provisioning retry', expected: ['user/provisioning/failed-provisioning'] },
  { query: 'temporary access end date', expected: ['user/provisioning/time-based-provisioning'] },
  {
    query: 'reconciliation file',
    expected: [
      'user/access-reconciliation/create-reconciliation-file',
      'user/access-reconciliation/file-based-reconciliation',
    ],
  },
  { query: 'reconcilation messages', expected: ['user/access-reconciliation/reconciliation-messages'] },
  { query: 'bulk upload roles', expected: ['user/rbac/bulk-upload'] },
  { query: 'create a role', expected: ['user/rbac/create'] },
  { query: 'RBAC', expected: ['user/rbac/overview'] },
  { query: 'leaver', expected: ['user/user-life-cycle/remove', 'guides/automation-access-revocation'] },
  { query: 'disable a user', expected: ['user/user-life-cycle/disable'] },
  { query: 'joiner mover leaver', expected: ['user/user-life-cycle/create'] },
  { query: 'webhook node', expected: ['user/workflow/webhook-node'] },
  { query: 'manager approval workflow', expected: ['user/workflow/ootb/manager-approval'] },
  { query: 'auto revoke', expected: ['user/workflow/ootb/manager-grant-auto-revoke'] },
  { query: 'clone a report', expected: ['user/reporting/clone'] },
  { query: 'HIPAA', expected: ['user/compliance/hipaa', 'guides/hipaa-tutorial', 'guides/hipaa-case-study'] },
  { query: 'SOX', expected: ['user/compliance/sox'] },
  { query: 'glossary', expected: ['user/glossary'] },
  { query: 'okta connector', expected: ['connectors/okta'] },
  { query: 'Entra ID connector', expected: ['connectors/entra-id'] },
  { query: 'active directory connector', expected: ['connectors/ad'] },
  { query: 'google sheets', expected: ['connectors/gsheet'] },
  { query: 'connector health', expected: ['connectors/connector-health'] },
  { query: 'stale accounts', expected: ['guides/stale-check'] },
  { query: '/api/core/cart/submit', expected: ['developer/submit-cart'] },
  { query: 'POST /api/core/cart', expected: ['developer/save-cart'] },
  { query: 'list tasks API', expected: ['developer/list-tasks'] },
  { query: 'CertificationRunImpact', expected: ['developer/schemas/certification-run-impact'] },
  {
    query: 'UserRequest',
    expected: ['developer/schemas/user-request', 'developer/get-user-request', 'developer/list-user-requests'],
  },
  {
    query: 'provisio',
    expected: ['user/provisioning/connected-provisioning', 'user/provisioning/disconnected-provisioning'],
  },
];
