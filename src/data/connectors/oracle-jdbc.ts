import type { ConnectorInfo } from './types';

const oracleJdbc: ConnectorInfo = {
  id: 'oracle-jdbc',
  name: 'Oracle Database (JDBC)',
  route: '/connectors/upcoming/oracle-jdbc',
  status: 'upcoming',
  protocol: 'Oracle JDBC thin driver over TCP or TCPS',
  authentication: ['Database account with a password', 'Oracle wallet for TCPS'],
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
  summary: 'Planned: Oracle Database user accounts, account locks and granted roles.',
};

export default oracleJdbc;
