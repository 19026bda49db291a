import type { ConnectorInfo } from './types';

const gcp: ConnectorInfo = {
  id: 'gcp',
  name: 'Google Cloud Platform',
  route: '/connectors/upcoming/gcp',
  status: 'upcoming',
  protocol: 'Cloud Resource Manager API (IAM allow policies) over HTTPS',
  authentication: ['Service account key', 'Workload identity federation'],
  operations: {
    create: false,
    update: false,
    disable: false,
    delete: false,
    passwordSet: false,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: false,
    schemaDiscovery: false,
  },
  summary: 'Planned: IAM role bindings on Google Cloud organizations, folders and projects.',
};

export default gcp;
