import type { ConnectorInfo } from './types';

const salesforce: ConnectorInfo = {
  id: 'salesforce',
  name: 'Salesforce',
  route: '/connectors/upcoming/salesforce',
  status: 'upcoming',
  protocol: 'Salesforce REST API over HTTPS',
  authentication: ['OAuth 2.0 JWT bearer flow with a connected app'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: false,
    passwordSet: true,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: true,
    schemaDiscovery: true,
  },
  summary: 'Planned: Salesforce users, profiles, permission sets and permission set groups.',
};

export default salesforce;
