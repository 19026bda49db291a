/**
 * The systems part of the Northwind Health world: the applications beyond the running example, their record ids,
 * schedules and connector runners, the exports that feed file reconciliation, the reconciliation batches pages
 * quote, the service accounts and groups each system holds, and the AWS organization. Kept apart from
 * `index.ts` (people, roles, requests) so that each part can grow on its own; `scripts/content-check/` holds the
 * pages to both.
 */
import type { Application } from './types';

/** How an application's accounts reach Tessera. */
export interface ApplicationRecord {
  /** The application's name, as in `world.applications`. */
  name: string;
  /** The `_id` the API examples use, where pages give one. */
  id?: string;
  /**
   * Whether a connector runner reads and writes the application. Only Connected applications have one; a
   * Disconnected application is reconciled from uploaded files and provisioned by its performer.
   */
  connectorRunner: boolean;
  /** The scheduled reconciliation (`schedule.repeat`), with the time Northwind runs it, where pages give it. */
  schedule?: { repeat: 'Daily' | 'Weekly'; time?: string };
}

/** A file a source system exports for file reconciliation: its columns in order and how often it comes. */
export interface ExportLayout {
  application: string;
  /** Who produces it. */
  producer: string;
  cadence: 'daily' | 'weekly';
  columns: readonly string[];
  /**
   * The column with each row's Tessera login and the column listing the entitlements that account holds
   * (`;`-separated), where the world gives the holdings of the people the export lists: the content check holds
   * each row of a person to them.
   */
  holdings?: { login: string; entitlements: string };
}

/** A reconciliation batch a page quotes, with the application it read (`targetSystemId`). */
export interface ReconciliationBatch {
  id: string;
  application: string;
  resourceType: 'Account' | 'Entitlement';
  dryRun: boolean;
  startDate: string;
}

/** A non-person account in a system outside Tessera, with every form pages may write it in. */
export interface SystemAccount {
  name: string;
  /** The system (an application of the world, or the cloud) that holds it. */
  system: string;
  what: string;
  /** Other spellings of the same account: `user@domain`, `DOMAIN\user`. */
  addresses: readonly string[];
}

/** A group that lives in a system outside Tessera: an Okta or Entra ID group that is not an entitlement. */
export interface SystemGroup {
  name: string;
  system: string;
  what: string;
}

export interface CloudAccount {
  id: string;
  what: string;
}

export interface Systems {
  /** Applications the connector pages and tutorials set up, beyond the running example's. */
  applications: readonly Application[];
  records: readonly ApplicationRecord[];
  exports: readonly ExportLayout[];
  batches: readonly ReconciliationBatch[];
  accounts: readonly SystemAccount[];
  groups: readonly SystemGroup[];
  aws: { region: string; identityStoreId: string; accounts: readonly CloudAccount[] };
  /** The Google Cloud organization the GCP page exports IAM policies from. */
  gcp: { organizationId: string };
  /** Tessera groups beyond the running example's, added to `world.groups`: performers of these applications. */
  tesseraGroups: readonly { name: string; what: string }[];
  /** Requests other than the running examples: onboarding requests of roles and applications. */
  onboardingRequests: readonly { requestId: string; entityType: 'Role' | 'Application'; entity: string }[];
  supportCases: readonly string[];
  /** HTTP headers pages name in backticks: not names of the world, but spelled like them. */
  httpHeaders: readonly string[];
}

export const systems = {
  applications: [
    {
      name: 'Okta',
      integrationLevel: 'Connected',
      connector: 'okta',
      riskLevel: 'high',
      isRequestable: true,
      approvalWorkflow: 'Manager Approval',
      hosts: ['northwind.okta.com'],
      entitlements: [{ name: 'Finance-Apps', type: 'Group', riskLevel: 'medium' }],
      purpose: "The cloud sign-in service; its groups assign the Finance team's cloud applications",
    },
    {
      name: 'AWS IAM Identity Center',
      integrationLevel: 'Connected',
      connector: 'aws',
      riskLevel: 'high',
      isRequestable: true,
      hosts: [],
      // Identity Center groups that the cloud team assigns permission sets to; Tessera governs their members.
      entitlements: [
        { name: 'aws-finance-analytics-readonly', type: 'Group', riskLevel: 'medium' },
        { name: 'aws-platform-admins', type: 'Group', riskLevel: 'high' },
      ],
      purpose: 'Sign-in to the AWS accounts of the organization',
    },
    {
      name: 'Atlassian Cloud',
      integrationLevel: 'Connected',
      connector: 'atlassian',
      riskLevel: 'medium',
      isRequestable: true,
      hosts: ['northwind.atlassian.net'],
      entitlements: [
        { name: 'jira-finance', type: 'Group', riskLevel: 'medium' },
        { name: 'confluence-users', type: 'Group', riskLevel: 'low' },
      ],
      purpose: 'Jira and Confluence, on the site northwind.atlassian.net',
    },
    {
      name: 'Google Workspace',
      integrationLevel: 'Connected',
      connector: 'google',
      riskLevel: 'medium',
      hosts: ['research.northwind.example'],
      entitlements: [],
      purpose: 'The Google Workspace of the research unit',
    },
    {
      name: 'Finance Data Warehouse',
      integrationLevel: 'Connected',
      connector: 'mysql',
      riskLevel: 'high',
      hosts: ['mysql01.northwind.local'],
      entitlements: [
        { name: 'r_finance_read', type: 'Role', riskLevel: 'medium' },
        { name: 'r_finance_write', type: 'Role', riskLevel: 'high' },
      ],
      purpose: 'The MySQL schema finance_dw',
    },
    {
      name: 'Badge Access',
      integrationLevel: 'Connected',
      connector: 'gsheet',
      riskLevel: 'medium',
      hosts: [],
      entitlements: [],
      purpose: 'Building badge zones, kept in a Google Sheet',
    },
    {
      name: 'Google Cloud Platform',
      integrationLevel: 'Disconnected',
      performer: 'Cloud Team',
      riskLevel: 'high',
      hosts: [],
      entitlements: [],
      purpose: 'IAM bindings of the Google Cloud organization, reconciled from an export until its connector comes',
    },
  ],

  records: [
    {
      name: 'Active Directory',
      id: '64f1a2b3c4d5e6f7a8b9c0d1',
      connectorRunner: true,
      schedule: { repeat: 'Daily', time: '02:00' },
    },
    { name: 'Salesforce', id: '64f1a2b3c4d5e6f7a8b9c0d2', connectorRunner: false },
    { name: 'Workday', id: '64f1a2b3c4d5e6f7a8b9c0d3', connectorRunner: true, schedule: { repeat: 'Daily' } },
    { name: 'Epic EHR', connectorRunner: false },
    { name: 'Entra ID', id: '64f1a2b3c4d5e6f7a8b9c0d4', connectorRunner: true },
    { name: 'Okta', id: '64f1a2b3c4d5e6f7a8b9c0d5', connectorRunner: true },
    { name: 'AWS IAM Identity Center', id: '64f1a2b3c4d5e6f7a8b9c0d6', connectorRunner: true },
    { name: 'Atlassian Cloud', id: '64f1a2b3c4d5e6f7a8b9c0d7', connectorRunner: true },
    { name: 'Google Workspace', connectorRunner: true },
    { name: 'Finance Data Warehouse', connectorRunner: true },
    { name: 'Badge Access', connectorRunner: true },
    { name: 'Google Cloud Platform', connectorRunner: false },
  ],

  exports: [
    {
      application: 'Workday',
      producer: 'The Workday administrator',
      cadence: 'daily',
      columns: [
        'employeeNumber',
        'login',
        'firstName',
        'lastName',
        'email',
        'department',
        'jobTitle',
        'managerLogin',
        'status',
        'startDate',
        'endDate',
      ],
    },
    {
      application: 'Epic EHR',
      producer: 'The Epic security team',
      cadence: 'weekly',
      columns: ['login', 'employeeNumber', 'firstName', 'lastName', 'email', 'department', 'status', 'templates'],
    },
    {
      application: 'Salesforce',
      producer: 'A scheduled Data Loader export',
      cadence: 'daily',
      columns: ['User Login', 'Email', 'First Name', 'Last Name', 'IsActive', 'LastLoginDate', 'Permission Sets'],
      holdings: { login: 'User Login', entitlements: 'Permission Sets' },
    },
  ],

  batches: [
    {
      id: '67c3d4e5f6a7b8c9d0e1f2a3',
      application: 'Active Directory',
      resourceType: 'Account',
      dryRun: false,
      startDate: '2025-10-06T10:15:00Z',
    },
    {
      id: '67c3d4e5f6a7b8c9d0e1f2a5',
      application: 'Active Directory',
      resourceType: 'Account',
      dryRun: false,
      startDate: '2025-10-06T10:40:00Z',
    },
    {
      id: '67c3d4e5f6a7b8c9d0e1f2a4',
      application: 'Active Directory',
      resourceType: 'Entitlement',
      dryRun: false,
      startDate: '2025-03-25T11:05:12Z',
    },
    {
      id: '67c3d4e5f6a7b8c9d0e1f2b1',
      application: 'Epic EHR',
      resourceType: 'Account',
      dryRun: true,
      startDate: '2025-03-03T08:00:00Z',
    },
    {
      id: '67c3d4e5f6a7b8c9d0e1f2c1',
      application: 'Badge Access',
      resourceType: 'Account',
      dryRun: true,
      startDate: '2025-05-12T09:00:00Z',
    },
  ],

  accounts: [
    {
      name: 'svc-tessera',
      system: 'Active Directory',
      what: 'The account the Active Directory connector binds as',
      addresses: ['svc-tessera@northwind.local', 'NORTHWIND\\svc-tessera'],
    },
    {
      name: 'svc-tessera-okta',
      system: 'Okta',
      what: 'The Okta service administrator that API tokens are created from',
      addresses: ['svc-tessera-okta@northwind.example'],
    },
    {
      name: 'svc-tessera-google',
      system: 'Google Workspace',
      what: 'The Workspace administrator the Google service account impersonates',
      addresses: ['svc-tessera-google@research.northwind.example'],
    },
  ],

  groups: [
    { name: 'Tessera-Pilot', system: 'Entra ID', what: 'The single sign-on pilot users' },
    { name: 'Tessera-Users', system: 'Entra ID', what: 'Everyone else who signs in to Tessera' },
  ],

  aws: {
    region: 'us-east-1',
    identityStoreId: 'd-9067a1b2c3',
    accounts: [
      { id: '444455556666', what: 'The delegated administrator account of IAM Identity Center' },
      {
        id: '123456789012',
        what: "The Tessera cloud service's account, whose role tessera-connector assumes the connector role",
      },
    ],
  },

  gcp: { organizationId: '605184723911' },
  tesseraGroups: [
    { name: 'Cloud Team', what: 'The performer of Google Cloud Platform: the cloud team grants IAM roles by hand' },
    { name: 'cloud-team', what: "The Cloud Team group's login" },
  ],

  onboardingRequests: [{ requestId: 'REQ-10390', entityType: 'Role', entity: 'Finance Analyst' }],
  supportCases: ['CS-20417'],
  httpHeaders: [
    'Content-Type',
    'Retry-After',
    'Authentication-Results',
    'X-Forwarded-For',
    'X-Rate-Limit-Remaining',
    'X-Rate-Limit-Reset',
    'X-Tessera-Correlation-Id',
    'X-Tessera-Signature',
    'X-Tessera-Timestamp',
  ],
} as const satisfies Systems;
