import type { ConnectorInfo } from './types';

const atlassian: ConnectorInfo = {
  id: 'atlassian',
  name: 'Atlassian',
  route: '/connectors/atlassian',
  status: 'available',
  protocol: 'SCIM 2.0 user provisioning API and Organizations REST API over HTTPS',
  authentication: ['SCIM directory API key (bearer)', 'Organization admin API key (bearer)'],
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
  summary: 'Manages managed Atlassian accounts and group membership that grants Jira and Confluence access.',
};

export default atlassian;
