import type { ConnectorInfo } from './types';

const mysql: ConnectorInfo = {
  id: 'mysql',
  name: 'MySQL',
  route: '/connectors/mysql',
  status: 'available',
  protocol: 'MySQL client protocol over TLS (JDBC), MySQL 8.0 or later',
  authentication: ['Database account with a password (caching_sha2_password)'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: true,
    passwordSet: true,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: false,
    schemaDiscovery: false,
  },
  summary: 'Manages MySQL server accounts and the MySQL roles granted to them.',
};

export default mysql;
