/**
 * Words readers and the docs use for the same thing in identity governance. The embedded index
 * expands queries with them; the Typesense indexer pushes them as synonyms (`npm run search:index`).
 * Word forms (approve, approval, approver) need no entry: both backends stem.
 */

/** True equivalents: a query for any phrase of a group also finds pages written with the others. */
export const equivalentTerms: readonly (readonly string[])[] = [
  ['access review', 'certification', 'attestation', 'recertification', 'access certification'],
  ['application', 'app', 'target system', 'targetsystem'],
  ['performer', 'fulfiller'],
  ['deprovisioning', 'de-provisioning', 'remove access'],
  ['revoke', 'revocation'],
  ['entra id', 'azure ad', 'azure active directory', 'aad'],
  ['sso', 'single sign-on', 'single sign on'],
  ['mfa', 'multi-factor', 'two-factor', '2fa'],
  ['otp', 'one-time password', 'one-time code'],
  ['rbac', 'role-based access control', 'roles-based access control'],
  ['entitlement', 'access right'],
  ['reconciliation', 'recon', 'aggregation'],
  ['certifier', 'reviewer'],
  ['active directory', 'ad'],
  ['multi-tenancy', 'multitenancy', 'multi-tenant'],
  ['password reset', 'forgot password', 'self-service reset'],
  ['catalog', 'catalogue', 'service catalog', 'request catalog'],
  ['task', 'work item', 'to-do'],
  ['sod', 'segregation of duties', 'separation of duties'],
  ['proxy', 'delegate', 'delegation', 'out-of-office'],
  ['time-based', 'temporary'],
  ['user life cycle', 'user lifecycle', 'jml'],
  // Adding a thing to Tessera is creating or building it: task titles use each verb (Add a certification,
  // Create a role, Build an application).
  ['add', 'create', 'build'],
];

/**
 * One-way synonyms: a query for `root` also finds pages written with its `synonyms` (a narrower
 * term, or the product's name for an everyday one), never the other way round. Onboarding a user
 * (a joiner) and offboarding one (a leaver) are different jobs, and onboarding an application is
 * another: so "onboarding" reaches joiner pages, but "joiner" does not reach onboarding requests.
 */
export const oneWaySynonyms: readonly { readonly root: string; readonly synonyms: readonly string[] }[] = [
  { root: 'user life cycle', synonyms: ['joiner', 'mover', 'leaver'] },
  { root: 'onboarding', synonyms: ['joiner'] },
  { root: 'onboard', synonyms: ['joiner'] },
  { root: 'new employee', synonyms: ['joiner'] },
  { root: 'new hire', synonyms: ['joiner'] },
  { root: 'offboarding', synonyms: ['leaver'] },
  { root: 'offboard', synonyms: ['leaver'] },
  { root: 'termination', synonyms: ['leaver'] },
  { root: 'transfer', synonyms: ['mover'] },
  { root: 'rehire', synonyms: ['returning user', 'enable user'] },
  { root: 'returning employee', synonyms: ['returning user'] },
  { root: 'delete user', synonyms: ['remove user'] },
  { root: 'absent', synonyms: ['proxy'] },
  { root: 'start', synonyms: ['run'] },
  { root: 'on my behalf', synonyms: ['proxy'] },
  { root: 'sso', synonyms: ['saml', 'openid connect'] },
  { root: 'mfa', synonyms: ['one-time code', 'authenticator app'] },
  { root: 'rbac', synonyms: ['role'] },
  { root: 'permission', synonyms: ['entitlement'] },
  { root: 'synchronization', synonyms: ['reconciliation'] },
  { root: 'sync', synonyms: ['reconciliation'] },
  { root: 'ldap', synonyms: ['active directory'] },
  { root: 'integration', synonyms: ['connector'] },
  { root: 'fulfillment', synonyms: ['performer'] },
  { root: 'expires', synonyms: ['time-based'] },
  { root: 'unhealthy', synonyms: ['connector health'] },
  { root: 'unused account', synonyms: ['stale account'] },
  { root: 'pagination', synonyms: ['pagesize', 'page size'] },
];
