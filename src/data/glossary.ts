/**
 * The glossary of the User Guide. One entry per term a reader meets in the guides and the API reference.
 * Kept in alphabetical order of `term`; the glossary page renders it, and tooltips can reuse it.
 */
export interface GlossaryEntry {
  /** The term as the docs write it. */
  term: string;
  /** Other names a reader may search for. */
  aliases?: readonly string[];
  /** One plain-text sentence. */
  definition: string;
  /** Site path without the /docs prefix of the page that explains the term. */
  href: string;
  /**
   * A word every reader of these guides knows in the sense the guides use it: listed here, never
   * marked in the pages (a page that marks every noun marks nothing).
   */
  familiar?: true;
  /** Phrases in which a form of the term means something else: "certification authority" is no access review. */
  notPartOf?: readonly string[];
}

/** The anchor id of a term on the glossary page, for example `de-provisioning` or `correlation-id`. */
export function glossaryTermId(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'Access Manager',
    definition:
      "The performer of Northwind Health's disconnected applications, Salesforce and Epic EHR: a group whose login is access-managers, which receives their fulfillment tasks and grants and removes access by hand.",
    href: '/user/workflow/ootb/access-manager',
  },
  {
    term: 'access review',
    aliases: ['certification', 'attestation', 'recertification campaign'],
    notPartOf: ['certification authority', 'certification authorities'],
    definition:
      'A one-off or repeating check in which certifiers confirm (certify) or remove (revoke) the access that people hold.',
    href: '/user/access-review/introduction',
  },
  {
    term: 'account',
    familiar: true,
    aliases: ['user account', 'AccountSchema'],
    definition: "A user's identity in one application, with its login, status and entitlements.",
    href: '/developer/schemas/user-account',
  },
  {
    term: 'action',
    familiar: true,
    aliases: ['possible actions'],
    definition:
      'Something an assignee can do to a task: Claim, Approve, Reject, Escalate or Re-Assign, and release on a claimed task where possibleActions offers it.',
    href: '/developer/act-on-task',
  },
  {
    term: 'administrator',
    familiar: true,
    aliases: ['isAdministrator'],
    definition: 'A user with isAdministrator set to true, who configures Tessera for the tenant.',
    href: '/admin/getting-started/add-administrator',
  },
  {
    term: 'alternate certifier',
    aliases: ['alternateCertifier'],
    definition:
      "The user or role that certifies an access review line when the certifier cannot; by default, the user's manager.",
    href: '/user/access-review/add',
  },
  {
    term: 'application',
    familiar: true,
    definition: 'A system whose accounts and entitlements Tessera governs, such as Active Directory or Salesforce.',
    href: '/user/access-management/application/overview',
  },
  {
    term: 'application owner',
    definition: 'The people who answer for an application: its business owner and its IT owner.',
    href: '/user/access-management/application/application-details',
  },
  {
    term: 'approval workflow',
    aliases: ['approvalWorkflow'],
    definition: 'The workflow that decides who must approve a request for an application, entitlement or role.',
    href: '/user/workflow/overview',
  },
  {
    term: 'ApprovalTask',
    definition: 'The task type that an approver receives to approve or reject a request.',
    href: '/developer/schemas/user-task',
  },
  {
    term: 'approver',
    familiar: true,
    definition: 'A person or group who approves or rejects a step of a request, and who must not be its beneficiary.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'approverType',
    definition: 'The certification definition field that says who approves the definition itself: User, Role or None.',
    href: '/user/access-review/add',
  },
  {
    term: 'assignee',
    familiar: true,
    aliases: ['assigneeType'],
    definition: 'The user or group to which a task is assigned and who may act on it.',
    href: '/developer/schemas/user-task',
  },
  {
    term: 'attribute',
    familiar: true,
    aliases: ['form attribute'],
    definition:
      "A field of an application's account form, such as a login or an email, with flags that control reconciliation and sync.",
    href: '/admin/apps/attributes',
  },
  {
    term: 'batch',
    aliases: ['reconciliation batch'],
    definition:
      'The record of one reconciliation run, with its application, status, start date, dry-run flag and resource type.',
    href: '/user/access-reconciliation/application-synchronization',
  },
  {
    term: 'bearer token',
    familiar: true,
    definition: 'The JWT that you send in the Authorization header of every API call.',
    href: '/developer',
  },
  {
    term: 'beneficiary',
    definition: 'The person who receives the access in a request, who can be the requester or someone else.',
    href: '/user/access-request/request-access',
  },
  {
    term: 'business owner',
    aliases: ['businessOwner'],
    definition:
      "The person who answers for an application's use in the business, such as Dana Reed for Salesforce, whom workflows and access reviews can call on.",
    href: '/user/access-management/application/application-details',
  },
  {
    term: 'cart',
    aliases: ['UserCart'],
    definition: 'The catalog items, beneficiaries and justification that you submit together as a request.',
    href: '/user/access-request/request-access',
  },
  {
    term: 'catalog',
    familiar: true,
    definition:
      'The searchable list of entitlements, roles, applications, service requests and users that you can request or choose.',
    href: '/user/access-request/find-catalog',
  },
  {
    term: 'certification definition',
    aliases: ['CertificationDefinition'],
    definition: 'The settings of an access review: its scope, certifiers, options, schedule and duration.',
    href: '/user/access-review/add',
  },
  {
    term: 'CertificationTask',
    definition: 'The task type that a certifier receives to certify or revoke each line of an access review.',
    href: '/user/access-review/task',
  },
  {
    term: 'certifier',
    definition:
      "The person who decides whether access in an access review stays or goes: a named user, a member of a role, the beneficiary's manager or the resource owner.",
    href: '/user/access-review/task',
  },
  {
    term: 'certifierType',
    definition:
      "The certification definition field that says who certifies: User, Role, Beneficiary's Manager or Resource owner.",
    href: '/user/access-review/add',
  },
  {
    term: 'certify',
    definition: 'The access review decision that confirms a user still needs the access.',
    href: '/user/access-review/task',
  },
  {
    term: 'Claim',
    definition: 'The task action by which the user who acts takes a task, for example one member of an assignee group.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'collection',
    definition:
      'A part of the catalog that a search can target: Entitlement, Roles, Users, ServiceRequest or TargetSystem.',
    href: '/user/access-request/find-catalog',
  },
  {
    term: 'connected application',
    aliases: ['Connected'],
    definition: 'An application that Tessera reads and changes through a connector.',
    href: '/user/access-management/application/connected-vs-disconnected',
  },
  {
    term: 'connector',
    familiar: true,
    definition: 'The component that lets Tessera read and change accounts and entitlements in an application.',
    href: '/connectors',
  },
  {
    term: 'connector health',
    definition:
      "The state of a connector's connection and recent runs, which you check when reconciliation or provisioning fails.",
    href: '/connectors/connector-health',
  },
  {
    term: 'correlation ID',
    aliases: ['correlationId'],
    definition: 'The identifier that links a submitted cart to the request it creates.',
    href: '/user/access-request/track-my-request',
  },
  {
    term: 'custom form',
    definition: 'A form that an application or service request uses to collect extra details from the requester.',
    href: '/user/access-management/application/custom-forms',
  },
  {
    term: 'custom service request',
    aliases: ['ServiceRequest'],
    definition:
      'A catalog item with its own form for a need that is not a single entitlement, such as a shared mailbox.',
    href: '/user/access-management/create-custom-service-request',
  },
  {
    term: 'de-provisioning',
    aliases: ['revoke access', 'remove access', 'deprovisioning'],
    definition: 'Removing an account or entitlement from an application, through a connector or by a performer.',
    href: '/user/provisioning/connected-deprovisioning',
  },
  {
    term: 'disconnected application',
    aliases: ['Disconnected'],
    definition: 'An application without a connector, where a performer carries out every change by hand.',
    href: '/user/access-management/application/connected-vs-disconnected',
  },
  {
    term: 'draft',
    familiar: true,
    definition:
      'A cart or request that you saved but did not submit; a certification definition in status Draft is one that is not active yet.',
    href: '/user/access-management/view-modify-drafts',
  },
  {
    term: 'dry run',
    aliases: ['dryRun'],
    definition:
      'A reconciliation run, with dryRun set to true, that records events but only reports what it would change.',
    href: '/user/access-reconciliation/application-synchronization',
  },
  {
    term: 'entitlement',
    definition:
      'A single permission in an application, such as an Active Directory group or a Salesforce permission set.',
    href: '/user/access-management/entitlement/add-fetch-entitlements',
  },
  {
    term: 'escalation',
    familiar: true,
    aliases: ['Escalate', 'automatic escalation'],
    definition:
      'Moving a task to the escalation assignee (escalationAssignee) that its workflow node names, for example when the assignee selects Escalate.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'expiry',
    familiar: true,
    aliases: ['expiryDate'],
    definition:
      'The number of days, set on the workflow node, after which a task expires (expiryDate); no action is allowed on an expired task.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'file-based reconciliation',
    definition: "Reconciliation that reads an application's accounts or entitlements from an uploaded CSV file.",
    href: '/user/access-reconciliation/file-based-reconciliation',
  },
  {
    term: 'FulfillmentTask',
    definition:
      'The task type that a performer receives to grant or remove access by hand in a disconnected application.',
    href: '/user/workflow/ootb/fulfillment',
  },
  {
    term: 'history',
    familiar: true,
    aliases: ['request history', 'task history'],
    definition: 'The ordered record of every change to a request or task, with who made it and when.',
    href: '/user/access-request/track-my-request',
  },
  {
    term: 'impact object',
    aliases: ['impactObject'],
    definition:
      'The preview of a certification run: its user, resource, certifier and task counts with the lists of users and resources.',
    href: '/user/access-review/run',
  },
  {
    term: 'integration level',
    aliases: ['integrationLevel'],
    definition: 'The application field that marks an application as Connected or Disconnected.',
    href: '/developer/schemas/target-system',
  },
  {
    term: 'IT owner',
    aliases: ['ITOwner'],
    definition: 'The person who runs an application technically and answers for its accounts and connector.',
    href: '/user/access-management/application/application-details',
  },
  {
    term: 'joiner',
    definition:
      'A person who joins the organization and needs first access, usually created by a trusted source such as Workday.',
    href: '/user/user-life-cycle/create',
  },
  {
    term: 'justification',
    familiar: true,
    definition: 'The reason a requester gives for a request, which approvers read before they decide.',
    href: '/user/access-request/request-access',
  },
  {
    term: 'JWT',
    familiar: true,
    aliases: ['JSON Web Token'],
    definition: 'The signed JSON Web Token that authenticates every API call as a bearer token.',
    href: '/developer',
  },
  {
    term: 'leaver',
    definition: 'A person who leaves the organization and whose access must be removed.',
    href: '/user/user-life-cycle/disable',
  },
  {
    term: 'login',
    familiar: true,
    definition: 'The unique user name that identifies a user in Tessera and in API filters.',
    href: '/developer/schemas/user',
  },
  {
    term: 'manager approval',
    familiar: true,
    definition: "A workflow step in which the beneficiary's manager approves or rejects a request.",
    href: '/user/workflow/ootb/manager-approval',
  },
  {
    term: 'matching attribute',
    aliases: ['matchingAttribute'],
    definition:
      "The setting of an account form attribute that names the user attribute it is compared with to find the account's owner, such as login or employeeNumber.",
    href: '/user/access-reconciliation/create-reconciliation-file',
  },
  {
    term: 'mover',
    definition: 'A person who changes job or department and whose access must change with them.',
    href: '/user/user-life-cycle/modify',
  },
  {
    term: 'onboarding request',
    definition:
      'A request to add a new application or role to Tessera, which goes through approval like an access request.',
    href: '/developer/create-onboarding-request',
  },
  {
    term: 'orphan account',
    definition: 'An account that reconciliation cannot link to any user.',
    href: '/user/access-reconciliation/reconciliation-messages',
  },
  {
    term: 'out-of-the-box workflow',
    aliases: ['OOTB workflow'],
    definition: 'A ready-made workflow that Tessera provides, such as manager approval or certification.',
    href: '/user/workflow/overview',
  },
  {
    term: 'password manager',
    definition:
      'The Tessera feature for self-service reset, password change and password sync to connected applications.',
    href: '/user/password-manager/overview',
  },
  {
    term: 'password policy',
    definition: 'The rules that a new password must meet, set by administrators.',
    href: '/admin/policies/password-policies',
  },
  {
    term: 'password sync',
    definition: 'Setting a password changed in Tessera in the connected applications that support it.',
    href: '/user/password-manager/overview',
  },
  {
    term: 'performer',
    aliases: ['fulfiller'],
    definition:
      'The person or group who carries out provisioning and de-provisioning by hand for a disconnected application, such as Access Manager.',
    href: '/user/provisioning/disconnected-provisioning',
  },
  {
    term: 'privileged application score',
    definition: 'A score that shows how sensitive an application is, used to focus approvals and access reviews.',
    href: '/user/access-management/application/privileged-app-scores',
  },
  {
    term: 'ProvideInformation',
    definition: 'The task type that asks someone to supply missing details for a request.',
    href: '/developer/schemas/user-task',
  },
  {
    term: 'provisioning',
    definition: 'Creating accounts and granting entitlements in an application after a request is approved.',
    href: '/user/provisioning/connected-provisioning',
  },
  {
    term: 'proxy',
    definition:
      "A person who acts on another user's tasks while they are away, and who must not act on a request in which they are the beneficiary.",
    href: '/user/access-management/proxy',
  },
  {
    term: 'Re-Assign',
    aliases: ['reassignment'],
    definition: 'The task action by which the assignee hands a task to another user or group.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'recon key',
    aliases: ['isReconKey'],
    definition: 'The account attribute whose value identifies an account uniquely during reconciliation.',
    href: '/user/access-reconciliation/create-reconciliation-file',
  },
  {
    term: 'reconciliation',
    aliases: ['sync', 'aggregation'],
    definition:
      "Reading an application's accounts or entitlements and recording how they differ from what Tessera knows.",
    href: '/user/access-reconciliation/application-synchronization',
  },
  {
    term: 'reconciliation event',
    aliases: ['ReconciliationEvent'],
    definition: 'The record of what a reconciliation run found for one account or entitlement.',
    href: '/user/access-reconciliation/reconciliation-messages',
  },
  {
    term: 'reconciliation file',
    definition: "A CSV export of an application's accounts or entitlements, used for file-based reconciliation.",
    href: '/user/access-reconciliation/create-reconciliation-file',
  },
  {
    term: 'report',
    familiar: true,
    definition: 'A saved query over Tessera data that you can run, clone and share.',
    href: '/user/reporting/create',
  },
  {
    term: 'request',
    familiar: true,
    aliases: ['access request', 'service request', 'UserRequest'],
    definition:
      'A request to give, change or remove access for one or more beneficiaries, routed through approval and fulfillment.',
    href: '/user/access-request/overview',
  },
  {
    term: 'request status',
    definition:
      'Where a request stands, such as Request Submitted or Waiting for Manager Approval; the full set of statuses is not published.',
    href: '/user/access-request/track-my-request',
  },
  {
    term: 'request type',
    familiar: true,
    definition: 'What a request does for a beneficiary: create, modify or revoke.',
    href: '/user/access-request/overview',
  },
  {
    term: 'requester',
    familiar: true,
    definition: 'The person who submits a request.',
    href: '/user/access-request/track-my-request',
  },
  {
    term: 'resolution',
    definition: 'The processing outcome of a request, such as Initiated.',
    href: '/user/access-request/track-my-request',
  },
  {
    term: 'Resource Assignment',
    definition: 'The access review type that starts from applications or entitlements and reviews who holds them.',
    href: '/user/access-review/introduction',
  },
  {
    term: 'revoke',
    definition: 'The access review decision that removes access and starts de-provisioning.',
    href: '/user/access-review/task',
  },
  {
    term: 'risk level',
    aliases: ['riskLevel'],
    definition:
      'How sensitive an item is: low, medium or high for applications and entitlements, and low, med or high for roles.',
    href: '/developer/schemas/target-system',
  },
  {
    term: 'role',
    familiar: true,
    definition: 'A named bundle of entitlements across applications that matches a job, such as Finance Analyst.',
    href: '/user/rbac/overview',
  },
  {
    term: 'role owner',
    aliases: ['roleOwnerLogin'],
    definition:
      "The person named in roleOwnerLogin who answers for a role's content, such as Maria Lopez for Finance Analyst.",
    href: '/user/rbac/manage',
  },
  {
    term: 'role-based access control',
    aliases: ['RBAC'],
    definition: 'Granting access through roles that match jobs instead of through single entitlements.',
    href: '/user/rbac/overview',
  },
  {
    term: 'rule',
    familiar: true,
    definition:
      'A condition that selects users or resources, used for example to assign roles or to trigger access reviews.',
    href: '/user/rbac/create',
  },
  {
    term: 'saved list',
    definition: 'A named set of catalog items kept for reuse in later requests.',
    href: '/user/access-request/save-a-list',
  },
  {
    term: 'search tag',
    aliases: ['searchTags', 'tag'],
    definition: 'A label that an owner puts on a catalog item so that users find related items together.',
    href: '/user/access-management/entitlement/tag-best-practices',
  },
  {
    term: 'self-certification',
    aliases: ['selfCertification'],
    definition: 'A certifier deciding on their own access, which a certification definition can allow or forbid.',
    href: '/user/access-review/add',
  },
  {
    term: 'self-service password reset',
    aliases: ['SSPR'],
    definition: 'Resetting a forgotten password yourself after you verify your identity with a code.',
    href: '/user/password-manager/self-service-reset',
  },
  {
    term: 'shared list',
    definition: 'A saved list that its owner made available to other users.',
    href: '/user/access-request/save-a-list',
  },
  {
    term: 'SSO',
    familiar: true,
    aliases: ['single sign-on'],
    definition: 'Single sign-on: signing in once to reach several applications without separate passwords.',
    href: '/admin/authentication/sso',
  },
  {
    term: 'stale account',
    aliases: ['staleDays'],
    definition:
      'An account not used for the staleDays set on its application, such as 5, which the stale account check reports.',
    href: '/guides/stale-check',
  },
  {
    term: 'target system',
    aliases: ['TargetSystem'],
    definition: "The API's name for an application.",
    href: '/developer/schemas/target-system',
  },
  {
    term: 'task',
    familiar: true,
    aliases: ['work item', 'UserTask'],
    definition: 'A piece of work assigned to a user or group, such as an approval, a fulfillment or a certification.',
    href: '/user/access-management/manage-tasks',
  },
  {
    term: 'task state',
    definition: 'Where a task stands: Assigned, Claimed, Completed, Expired or Cancelled.',
    href: '/developer/schemas/user-task',
  },
  {
    term: 'tenant',
    definition: "One organization's isolated space in Tessera, reached at its own address.",
    href: '/admin/tenants/tenant-management',
  },
  {
    term: 'time-based provisioning',
    definition: 'Access that Tessera grants for a set period and removes when the period ends.',
    href: '/user/provisioning/time-based-provisioning',
  },
  {
    term: 'trusted reconciliation',
    aliases: ['trustedReconciliation'],
    definition: 'Reconciliation of an identity source, such as Workday, that creates and updates the users themselves.',
    href: '/user/access-reconciliation/application-synchronization',
  },
  {
    term: 'user',
    familiar: true,
    definition: 'A person known to Tessera, with a login, profile attributes and accounts.',
    href: '/developer/schemas/user',
  },
  {
    term: 'User Access',
    definition: 'The access review type that starts from users and reviews what each of them can reach.',
    href: '/user/access-review/introduction',
  },
  {
    term: 'user federation',
    definition: 'Letting users sign in to Tessera with an identity from another directory.',
    href: '/admin/authentication/user-federation',
  },
  {
    term: 'user life cycle',
    aliases: ['JML'],
    definition:
      'The stages of a person in the organization, joining, moving and leaving, and the access changes each one brings.',
    href: '/user/user-life-cycle/create',
  },
  {
    term: 'webhook node',
    definition: 'A workflow node that calls an external URL to send or fetch data while a workflow runs.',
    href: '/user/workflow/webhook-node',
  },
  {
    term: 'workflow',
    familiar: true,
    definition:
      'The sequence of steps, such as approvals and fulfillment, that Tessera runs for a request or an access review.',
    href: '/user/workflow/overview',
  },
  {
    term: 'workflow node',
    definition: 'One step of a workflow, such as an approval or a webhook call.',
    href: '/user/workflow/nodes',
  },
];
