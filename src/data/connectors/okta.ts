import type { ConnectorInfo } from './types';

const okta: ConnectorInfo = {
  id: 'okta',
  name: 'Okta',
  route: '/connectors/okta',
  status: 'available',
  protocol: 'Okta Management API (REST) over HTTPS',
  authentication: ['OAuth 2.0 service app with a private key (scoped access token)', 'API token (SSWS)'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: true,
    passwordSet: true,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: true,
    schemaDiscovery: true,
  },
  summary: 'Manages Okta users, their life cycle status and Okta group membership.',
};

export default okta;
