import type { ConnectorInfo } from './types';

const flatFile: ConnectorInfo = {
  id: 'flat-file',
  name: 'Flat File',
  route: '/connectors/flat-file',
  status: 'available',
  protocol: 'CSV file (UTF-8) uploaded to Tessera',
  authentication: ['None: an administrator uploads the file in the admin console'],
  operations: {
    create: false,
    update: false,
    disable: false,
    delete: false,
    passwordSet: false,
    membership: false,
    fullReconciliation: true,
    incrementalReconciliation: false,
    schemaDiscovery: true,
  },
  summary: 'Reconciles users, accounts and entitlements from a CSV export of any system; changes go to a performer.',
};

export default flatFile;
