import type { ConnectorInfo } from './types';

const google: ConnectorInfo = {
  id: 'google',
  name: 'Google Workspace',
  route: '/connectors/google',
  status: 'available',
  protocol: 'Google Admin SDK Directory API over HTTPS',
  authentication: ['Service account key with domain-wide delegation'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: true,
    passwordSet: true,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: false,
    schemaDiscovery: true,
  },
  summary: 'Manages Google Workspace users, organizational units and group membership in one customer account.',
};

export default google;
