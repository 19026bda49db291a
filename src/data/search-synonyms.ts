/**
 * Words readers and the docs use for the same thing in identity governance. Each group is
 * symmetric: a query for any phrase also finds pages written with the others. The embedded index
 * expands queries with these groups; the Typesense indexer pushes them as multi-way synonyms.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['access review', 'certification', 'attestation', 'recertification', 'access certification'],
  ['application', 'app', 'target system', 'targetsystem'],
  ['performer', 'fulfiller', 'fulfillment'],
  ['deprovisioning', 'de-provisioning', 'revoke', 'revocation', 'remove access'],
  ['joiner', 'mover', 'leaver', 'user life cycle', 'user lifecycle', 'onboarding', 'offboarding'],
  ['entra id', 'azure ad', 'azure active directory', 'aad'],
  ['sso', 'single sign-on', 'single sign on', 'saml', 'federation'],
  ['mfa', 'otp', 'multi-factor', 'one-time password', 'two-factor', '2fa'],
  ['role', 'rbac', 'role-based access control'],
  ['entitlement', 'permission', 'privilege', 'access right'],
  ['reconciliation', 'recon', 'sync', 'synchronization'],
  ['approver', 'approval', 'approve'],
  ['certifier', 'reviewer'],
  ['connector', 'integration'],
  ['ad', 'active directory', 'ldap'],
  ['multi-tenancy', 'multitenancy', 'multi-tenant'],
  ['password reset', 'forgot password', 'self-service reset'],
  ['catalog', 'service catalog', 'request catalog'],
  ['task', 'work item', 'to-do'],
  ['sod', 'segregation of duties', 'separation of duties'],
];
