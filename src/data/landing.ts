/** The audiences of spec section 1, each sent to the guide written for them. */
export interface Audience {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly cta: string;
}

export const audiences: readonly Audience[] = [
  {
    title: 'End users and approvers',
    description:
      'Request access from the catalog, track your requests, and approve or reject the tasks assigned to you.',
    to: '/user',
    cta: 'Open the User Guide',
  },
  {
    title: 'Certifiers, application and role owners',
    description:
      'Run access reviews, certify or revoke access, and keep applications, entitlements and roles accurate.',
    to: '/user/access-review/introduction',
    cta: 'Review and own access',
  },
  {
    title: 'Administrators',
    description:
      'Set up tenants, authentication, email and policies; load users; install Tessera in the cloud or on your own clusters.',
    to: '/admin',
    cta: 'Open the Admin Guide',
  },
  {
    title: 'Connector implementers',
    description:
      'Connect Active Directory, Entra ID, Okta, AWS, Google and more: permissions, attribute mapping and troubleshooting.',
    to: '/connectors',
    cta: 'Open the Connector Guide',
  },
  {
    title: 'Developers',
    description:
      'Integrate with the REST API using a JWT bearer token: catalog, cart, requests, tasks, reviews and reconciliation.',
    to: '/developer',
    cta: 'Open the API reference',
  },
  {
    title: 'New to Tessera',
    description: 'Follow the tutorials from a first connected application to a verified access review.',
    to: '/guides',
    cta: 'Get started',
  },
];

/** A short tour of what the platform covers. */
export const tour: readonly { readonly title: string; readonly text: string }[] = [
  {
    title: 'User life cycle',
    text: 'Joiners, movers and leavers flow in from your HR source and drive access changes.',
  },
  {
    title: 'Access requests',
    text: 'Users shop a catalog of applications, entitlements and roles; workflows route approvals.',
  },
  { title: 'Access reviews', text: 'Certifiers confirm or revoke access on a schedule, with evidence for auditors.' },
  {
    title: 'Provisioning and reconciliation',
    text: 'Connectors create and remove accounts, then read back what really exists.',
  },
  { title: 'Roles', text: 'Bundle entitlements into roles with rule-based membership and owners.' },
  { title: 'Workflows', text: 'Out-of-the-box and custom approval flows, with escalation, expiry and webhooks.' },
  { title: 'Password management', text: 'Self-service reset and password policies across connected applications.' },
  {
    title: 'Reporting and multi-tenancy',
    text: 'Reports for audits, analytics on logs, and one platform for many tenants.',
  },
];
