/**
 * The `_id` of every Northwind record that the API examples and the pages name. One id names one record
 * everywhere: the content check fails on an id missing here, and on an id used for a record of another kind
 * or another name (a task id in an application's path, Salesforce's id on Active Directory's batch).
 */
import { systems } from './systems';
import type { ApiRecord } from './types';

export const records = [
  { id: '63e0a1b2c3d4e5f6a7b8c9d0', kind: 'user', name: 'jane.doe' },
  { id: '63e0a1b2c3d4e5f6a7b8c9d1', kind: 'user', name: 'raj.patel' },
  { id: '63e0a1b2c3d4e5f6a7b8c9d2', kind: 'user', name: 'sam.lee' },
  { id: '63e0a1b2c3d4e5f6a7b8c9d4', kind: 'user', name: 'omar.haddad' },
  { id: '63e0a1b2c3d4e5f6a7b8c9d6', kind: 'user', name: 'priya.shah' },

  { id: '64f1a2b3c4d5e6f7a8b9c0d1', kind: 'application', name: 'Active Directory' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d2', kind: 'application', name: 'Salesforce' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d3', kind: 'application', name: 'Workday' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d4', kind: 'application', name: 'Entra ID' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d5', kind: 'application', name: 'Okta' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d6', kind: 'application', name: 'AWS IAM Identity Center' },
  { id: '64f1a2b3c4d5e6f7a8b9c0d7', kind: 'application', name: 'Atlassian Cloud' },

  { id: '64f1a2b3c4d5e6f7a8b9c1a1', kind: 'entitlement', name: 'Active Directory~Finance-Readers' },
  { id: '6a01b2c3d4e5f6a7b8c9d0e2', kind: 'entitlement', name: 'Active Directory~Finance-Approvers' },
  { id: '64f1a2b3c4d5e6f7a8b9c1b1', kind: 'entitlement', name: 'Salesforce~Report Viewer' },
  { id: '64f1a2b3c4d5e6f7a8b9c1b2', kind: 'entitlement', name: 'Salesforce~Sales Read Only' },
  { id: '6a01b2c3d4e5f6a7b8c9d0e6', kind: 'entitlement', name: 'Salesforce~Forecast Viewer' },

  { id: '65a0b1c2d3e4f5a6b7c8d9e0', kind: 'role', name: 'Finance Analyst' },

  { id: '68d4e5f6a7b8c9d0e1f2a3b4', kind: 'certification-definition', name: 'Q4 Finance access review' },

  { id: '69e5f6a7b8c9d0e1f2a3b4c5', kind: 'request', name: 'REQ-10458' },
  { id: '69e5f6a7b8c9d0e1f2a3b4a9', kind: 'request', name: 'REQ-10390' },
  { id: '69e5f6a7b8c9d0e1f2a3b4c6', kind: 'request', name: 'REQ-10462' },

  { id: '66b2c3d4e5f6a7b8c9d0e1f2', kind: 'task', name: 'ApprovalTask REQ-10458 maria.lopez' },
  { id: '66b2c3d4e5f6a7b8c9d0e1f3', kind: 'task', name: 'FulfillmentTask REQ-10458 access-managers' },
  { id: '66b2c3d4e5f6a7b8c9d0e1f6', kind: 'task', name: 'ApprovalTask REQ-10462 maria.lopez' },
  {
    id: '66b2c3d4e5f6a7b8c9d0e1f4',
    kind: 'task',
    name: "FulfillmentTask revoke of maria.lopez's Salesforce~Sales Read Only access-managers",
  },
  { id: '66b2c3d4e5f6a7b8c9d0e1f5', kind: 'task', name: "ApprovalTask tom.baker's Finance Analyst role maria.lopez" },
  { id: '66b2c3d4e5f6a7b8c9d0e1f9', kind: 'task', name: 'CertificationTask Q4 Finance access review dana.reed' },

  { id: '6b16d7e8f9a0b1c2d3e4f5a6', kind: 'account', name: 'jane.doe in Active Directory' },
  { id: '6b16d7e8f9a0b1c2d3e4f5a7', kind: 'account', name: 'jane.doe in Salesforce' },
  { id: '6b16d7e8f9a0b1c2d3e4f5b1', kind: 'account', name: 'omar.haddad in Active Directory' },

  // The reconciliation batches are the systems part's (systems.ts), one record each.
  ...systems.batches.map((batch): ApiRecord => ({
    id: batch.id,
    kind: 'reconciliation-batch',
    name: `${batch.application} ${batch.resourceType}`,
  })),
] as const satisfies readonly ApiRecord[];
