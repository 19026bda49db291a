/**
 * Types of the Northwind Health world: the one example organization every page, API example and tutorial
 * uses. The data in this folder is the single source of its facts; `scripts/content-check/` holds every
 * page and the OpenAPI examples to it.
 */

/** What a person does in the examples, beyond their job. Checked by the separation-of-duties rules. */
export type Duty =
  | { kind: 'administrator' }
  | { kind: 'campaign-owner'; review: string }
  | { kind: 'certifier'; review: string }
  | { kind: 'alternate-certifier'; review: string }
  | { kind: 'approver'; workflow: string }
  | { kind: 'proxy'; for: string }
  | { kind: 'report-owner'; report: string }
  | { kind: 'business-owner'; application: string }
  | { kind: 'it-owner'; application: string }
  | { kind: 'role-owner'; role: string }
  | { kind: 'entitlement-owner'; entitlement: string };

/** An entitlement a person holds, and how they got it (the `provisionMechanism` of the account). */
export interface Holding {
  /** `Application~Entitlement`. */
  entitlement: string;
  /** `Role` when a role gave it (then `role` names it), `Request` when the person asked for it. */
  mechanism: 'Role' | 'Request';
  role?: string;
  /** The request that granted it, where a page follows one, such as `REQ-10458`. */
  request?: string;
}

export interface Person {
  login: string;
  displayName: string;
  firstName: string;
  lastName: string;
  employeeNumber: string;
  department: string;
  jobTitle: string;
  /** Empty for the people at the top of the chain in the examples. */
  managerLogin: string;
  /**
   * The user fields `location`, `phoneNumber`, `userType` and `employeeType`, where a page or an API example
   * shows them: the content check fails on one stated for a person who has none here.
   */
  location?: string;
  phoneNumber?: string;
  userType?: string;
  employeeType?: string;
  isAdministrator: boolean;
  roles: readonly string[];
  holds: readonly Holding[];
  duties: readonly Duty[];
}

/** A non-person account a page names: service accounts, the support account, generic mailboxes. */
export interface Account {
  name: string;
  what: string;
}

/** A group that can be an assignee, approver or performer. */
export interface Group {
  name: string;
  what: string;
  /** Logins of the members the examples name, where they name any. */
  members?: readonly string[];
}

export interface Entitlement {
  name: string;
  /** The kind of entitlement in its application (the `type` of the application create schema). */
  type?: string;
  riskLevel: 'low' | 'medium' | 'high';
  owners?: readonly string[];
}

export interface Application {
  name: string;
  integrationLevel: 'Connected' | 'Disconnected';
  /** Only for Disconnected applications. */
  performer?: string;
  /** Only for Connected applications: the connector id of `src/data/connectors/`. */
  connector?: string;
  /** Owners and workflow, where the pages give them. */
  businessOwner?: string;
  ITOwner?: string;
  riskLevel: 'low' | 'medium' | 'high';
  /**
   * `isRequestable`: whether people can request the application in the catalog. A page or an API example
   * may state it only for an application that has it here.
   */
  isRequestable?: boolean;
  approvalWorkflow?: string;
  /** `approver1`, where it is a group. */
  approver1?: string;
  /** Host names the application is reached at, where pages name them. */
  hosts: readonly string[];
  entitlements: readonly Entitlement[];
  /** What the application is at Northwind, in a few words. */
  purpose: string;
}

export interface Role {
  name: string;
  /** The `_id` the API examples use, where pages give one. */
  id?: string;
  /** `Application~Entitlement` pairs. */
  entitlements: readonly string[];
  roleOwnerLogin: string;
  riskLevel: 'high' | 'low' | 'med';
  approvalWorkflow: string;
}

export interface Host {
  name: string;
  what: string;
  /** The address, where pages give one. */
  address?: string;
}

export interface NetworkZone {
  id: string;
  name: string;
  subnet: string;
  /** Words that, in the same sentence as a subnet, mean this zone. */
  keywords: readonly string[];
  /** Hosts with fixed addresses in this zone. */
  addresses?: Readonly<Record<string, string>>;
  /** Inbound TCP ports this zone accepts, with who from. */
  inbound?: readonly { port: number; from: string; why: string }[];
}

export interface Deployment {
  /** The tenant every API example and guide calls: Northwind runs the cloud service. */
  tenantHost: string;
  tenantName: string;
  region: string;
  /** The FQDN the self-hosted install guide builds; only pages under `selfHostedPaths` use it. */
  selfHostedFqdn: string;
  selfHostedTestFqdn: string;
  /** Doc paths (relative to a version's docs folder) that describe a self-hosted installation. */
  selfHostedPaths: readonly string[];
  /** Other tenants the multi-tenant and restore pages name. */
  otherTenants: readonly Host[];
  hosts: readonly Host[];
  zones: readonly NetworkZone[];
}

export interface AccessReview {
  name: string;
  /** The certification definition's `_id` the API examples and log examples use. */
  id?: string;
  type: 'User Access' | 'Resource Assignment';
  /** The users in scope, as the definition's query says in words. */
  scope: string;
  certifierType: 'User' | 'Role' | "Beneficiary's Manager" | 'Resource owner';
  /** Named certifier, only for certifierType User. */
  certifier?: string;
  alternateCertifierUser?: string;
  owner: string;
  workflowName: string;
  status: 'Active' | 'Draft';
  /** The impact object of the example run the pages and the API show (counts as Tessera returned them). */
  exampleRun: { userCount: number; resourceCount: number; certifierCount: number; taskCount: number };
}

export interface RunningRequest {
  requestId: string;
  /** The `correlationId` the submit answered with, carried by every log line of the request. */
  correlationId?: string;
  /** The `_id` of its approval task. */
  approvalTaskId?: string;
  requester: string;
  beneficiary: string;
  entitlement: string;
  workflowName: string;
  /** Who approved it. */
  approvedBy: readonly string[];
  /** Who rejected it, for a request the examples show rejected. */
  rejectedBy?: readonly string[];
  /** The escalation assignee of its approval task: someone who certifies none of this access. */
  escalationAssignee: string;
  justification: string;
}

export interface Report {
  name: string;
  owner: string;
  sharedWith: readonly string[];
}

export interface Proxy {
  /** Whose tasks the proxy acts on. */
  for: string;
  proxy: string;
  why: string;
}

/** The kinds of record the API names by an `_id`. */
export type RecordKind =
  | 'user'
  | 'application'
  | 'entitlement'
  | 'role'
  | 'certification-definition'
  | 'request'
  | 'task'
  | 'account'
  | 'reconciliation-batch';

/**
 * A record the API examples and the pages name by its `_id`. Ids are opaque: one id names one record
 * everywhere, so the content check holds every id a page or the API description shows to this list.
 */
export interface ApiRecord {
  id: string;
  kind: RecordKind;
  /**
   * The record in the world's own names: a login (user), an application name, `Application~Entitlement`,
   * a role name, an access review name (certification definition), a `requestId`, `login in Application`
   * (account), `Application Account` or `Application Entitlement` (reconciliation batch), and for a task
   * its `type`, request (or review) and assignee, such as `ApprovalTask REQ-10458 maria.lopez`.
   */
  name: string;
}

export interface World {
  organization: string;
  emailDomain: string;
  adDomain: string;
  people: readonly Person[];
  accounts: readonly Account[];
  groups: readonly Group[];
  applications: readonly Application[];
  roles: readonly Role[];
  deployment: Deployment;
  reviews: readonly AccessReview[];
  requests: readonly RunningRequest[];
  reports: readonly Report[];
  proxies: readonly Proxy[];
  records: readonly ApiRecord[];
}
