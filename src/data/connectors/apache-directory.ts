import type { ConnectorInfo } from './types';

const apacheDirectory: ConnectorInfo = {
  id: 'apache-directory',
  name: 'Apache Directory',
  route: '/connectors/upcoming/apache-directory',
  status: 'upcoming',
  protocol: 'LDAP v3 over LDAPS or StartTLS',
  authentication: ['Simple bind with a service entry over TLS'],
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
  summary: 'Planned: user entries and group membership in Apache Directory Server (ApacheDS).',
};

export default apacheDirectory;
