import type { ConnectorInfo } from './types';

const aws: ConnectorInfo = {
  id: 'aws',
  name: 'AWS',
  route: '/connectors/aws',
  status: 'available',
  protocol: 'AWS APIs over HTTPS (IAM Identity Center identity store, IAM, STS)',
  authentication: ['IAM role assumed with an external ID', 'IAM user access key'],
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
  summary: 'Manages IAM Identity Center users and groups, and IAM users and groups, in an AWS account.',
};

export default aws;
