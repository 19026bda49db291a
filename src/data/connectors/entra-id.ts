import type { ConnectorInfo } from './types';

const entraId: ConnectorInfo = {
  id: 'entra-id',
  name: 'Microsoft Entra ID',
  route: '/connectors/entra-id',
  status: 'available',
  protocol: 'Microsoft Graph REST API v1.0 over HTTPS',
  authentication: [
    'OAuth 2.0 client credentials with a certificate',
    'OAuth 2.0 client credentials with a client secret',
  ],
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
  summary: 'Manages cloud users, security groups and Microsoft 365 group membership in an Entra ID tenant.',
};

export default entraId;
