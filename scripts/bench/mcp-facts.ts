/**
 * For a subset of the search benchmark's queries (search-queries.ts, which gives pages only): a fact
 * the answer must hold, as the expected page writes it. `npm run bench:mcp` counts the answers whose
 * pages, read through the MCP server, contain it. Keyed by query, so the query set stays one list.
 */
export const expectedFacts: Readonly<Partial<Record<string, string>>> = {
  'add a new administrator': 'isAdministrator',
  'password policy': '**Password Policy**',
  'configure SSO': 'Assignment required?',
  'session timeout': 'Your session is about to end',
  'create a tenant': 'open **Tenants**',
  'run an access review': 'select **Confirm**',
  'complete a certification task': "Certification tasks show the review's name",
  'request access to an application': 'open **Cart**',
  'track my request': 'REQ-10458',
  'temporary access end date': 'Finance-Approvers',
  'create a role': '**Create role**',
  'disable a user': '**Re-Assign**',
  'webhook node': 'X-Tessera-Signature',
  'connector health': '**Reconciliation** tab',
  '/api/core/cart/submit': 'CartRequester',
  'list tasks API': 'userLogin',
  CertificationRunImpact: 'certifierCount',
  'stale accounts': 'Sales Read Only',
  'failed provisioning retry': 'dry run',
};
