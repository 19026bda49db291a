import type { ConnectorInfo } from './types';

const gsheet: ConnectorInfo = {
  id: 'gsheet',
  name: 'Google Sheets',
  route: '/connectors/gsheet',
  status: 'available',
  protocol: 'Google Sheets API v4 over HTTPS',
  authentication: ['Service account key, with the spreadsheet shared to the service account'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: false,
    passwordSet: false,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: false,
    schemaDiscovery: true,
  },
  summary: 'Reconciles an access list kept in a Google Sheets spreadsheet and writes changes back as row updates.',
};

export default gsheet;
