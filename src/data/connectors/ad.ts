import type { ConnectorInfo } from './types';

const ad: ConnectorInfo = {
  id: 'ad',
  name: 'Active Directory',
  route: '/connectors/ad',
  status: 'available',
  protocol: 'LDAP v3 over LDAPS (port 636) or StartTLS (port 389)',
  authentication: ['Simple bind with a service account over TLS'],
  operations: {
    create: true,
    update: true,
    disable: true,
    delete: true,
    passwordSet: true,
    membership: true,
    fullReconciliation: true,
    incrementalReconciliation: true,
    schemaDiscovery: true,
  },
  summary: 'Manages user accounts and security group membership in an on-premises Active Directory domain.',
};

export default ad;
