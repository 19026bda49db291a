/**
 * Life cycles as data: every set of states, statuses, types and actions a reader meets in the guides,
 * with what each value means and what the reader can observe. `<LifecycleTable id="…" />` renders one
 * on a page, and `src/plugins/llms-txt/node/components.ts` renders the same data as Markdown.
 *
 * Sources: the product spec (site-spec.md, section 4 "States and transitions") and the API
 * description (openapi/tessera.yaml). `lifecycles.test.ts` holds each enum-backed life cycle to its
 * schema's enum and each examples-only value to an example of the API description.
 *
 * Transitions: the spec says "Allowed transitions between states: not shown". A life cycle lists an
 * edge only where a source gives it, with its basis; none does today, so every `edges` is empty and
 * `statement` says what the reader can observe instead (task history, request history). Constraints
 * the sources do give, such as "No task action is allowed after expiry", are `rules`.
 *
 * Text fields are plain sentences; `code` in backticks is the only markup (both renderers handle it).
 */

/** A statement with the place in the spec or the API description that gives it. */
export interface Sourced {
  readonly text: string;
  /** Where it comes from, e.g. `site-spec.md section 4` or `openapi/tessera.yaml UserTask.expiry`. */
  readonly basis: string;
}

/** A change from one value to another that a source gives. */
export interface Transition {
  readonly from: string;
  readonly to: string;
  /** What causes it, e.g. an action; absent when the source does not say. */
  readonly trigger?: string;
  readonly basis: string;
}

export interface Transitions {
  /** Only the changes a source gives. Empty when no source gives any. */
  readonly edges: readonly Transition[];
  /** What the sources say about changes of value, and where the reader sees them happen. */
  readonly statement: Sourced;
  /** Constraints the sources give that are not edges. */
  readonly rules: readonly Sourced[];
}

/** A life cycle whose complete set of values is an enum of the API description. */
export interface EnumSource {
  readonly kind: 'enum';
  /** How pages name the schema, e.g. `TaskState` or `PossibleAction.action`. */
  readonly schema: string;
  /** JSON pointer of the enum array in openapi/tessera.yaml. */
  readonly pointer: string;
  /** Other enums that hold all of this life cycle's values but some. */
  readonly subsets?: readonly {
    readonly schema: string;
    readonly pointer: string;
    /** The values of this life cycle that the subset enum lacks. */
    readonly excludes: readonly string[];
    /** Where the subset enum is used, as a phrase, e.g. "the `action` path parameter of Act on a task". */
    readonly usedBy: string;
  }[];
}

/** A life cycle the API description shows only through example values. */
export interface ExamplesSource {
  readonly kind: 'examples';
  /**
   * The schema properties whose examples show the values, as `Schema.property`, with `[]` after an
   * array property: `UserRequest.history[].status`.
   */
  readonly properties: readonly string[];
}

export interface LifecycleValue {
  /** Exactly as the API writes it. */
  readonly value: string;
  /** What the value means, as far as the sources say. */
  readonly meaning: string;
  /** Where the reader sees it: the field, the call, the history entry. */
  readonly observe: string;
}

export interface ExampleValue extends LifecycleValue {
  /** The properties (of `source.properties`) where an example of openapi/tessera.yaml shows this value. */
  readonly seenAt: readonly string[];
}

interface LifecycleBase {
  readonly id: string;
  readonly title: string;
  /** Heading of the value column, e.g. `State`. */
  readonly valueHeading: string;
  readonly transitions: Transitions;
}

export interface EnumLifecycle extends LifecycleBase {
  readonly source: EnumSource;
  readonly values: readonly LifecycleValue[];
}

export interface ExamplesLifecycle extends LifecycleBase {
  /** The sources show examples only: "the full set is not shown". */
  readonly source: ExamplesSource;
  readonly values: readonly ExampleValue[];
}

export type Lifecycle = EnumLifecycle | ExamplesLifecycle;

export const isEnumLifecycle = (lifecycle: Lifecycle): lifecycle is EnumLifecycle => lifecycle.source.kind === 'enum';

const SPEC_4 = 'site-spec.md section 4';
const NOT_SHOWN = `${SPEC_4}: "Allowed transitions between states: not shown."`;
const EXPIRY_RULE: Sourced = {
  text: 'No task action is allowed after expiry.',
  basis: `${SPEC_4}: "No task action is allowed after expiry."; openapi/tessera.yaml UserTask.expiry and actOnTask`,
};

export const lifecycles: readonly Lifecycle[] = [
  {
    id: 'task-states',
    title: 'Task states',
    valueHeading: 'State',
    source: { kind: 'enum', schema: 'TaskState', pointer: '#/components/schemas/TaskState/enum' },
    values: [
      {
        value: 'Assigned',
        meaning:
          'The task is assigned to its `assignee`, a user or a group (`assigneeType`). The task is open: it waits for an action.',
        observe:
          '`status` (also written `state`) is `Assigned`. `possibleActions` lists what the assignee can do now. In the API reference example, the first `history` entry shows `delta.state` `Assigned`, made by `system`.',
      },
      {
        value: 'Claimed',
        meaning: 'The task is claimed. The task is open: it still waits for an action.',
        observe:
          '`status` is `Claimed`, and `possibleActions` can include `release`. The `history` entry of the change names its `perpetrator`.',
      },
      {
        value: 'Completed',
        meaning: 'The task is done. `outcome` holds the action that completed it.',
        observe:
          '`status` is `Completed`, with `outcome` (for example `Approve`) and `updatedBy`. The `history` entry shows the change and who made it.',
      },
      {
        value: 'Expired',
        meaning: 'The task reached its expiry. No task action is allowed after expiry.',
        observe:
          '`status` is `Expired`; `expiryDate` says when the task expired. What the workflow did next is in the request history.',
      },
      {
        value: 'Cancelled',
        meaning: 'The task is cancelled. What cancels a task is not shown in the API reference.',
        observe:
          '`status` is `Cancelled`. The `history` entry of the change names its `perpetrator`, a user or `system`.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'Which state a task can move to from another is not shown in the API reference. The task `history` records the changes, each with its `timestamp`, its `perpetrator` and the `delta`, such as the new `state`.',
        basis: `${NOT_SHOWN}; openapi/tessera.yaml TaskHistoryEntry`,
      },
      rules: [
        EXPIRY_RULE,
        {
          text: 'A task is open while its state is `Assigned` or `Claimed`. The `status` of the List tasks filter takes one state, so list open tasks with one call for each of the two states.',
          basis:
            'openapi/tessera.yaml TaskFilter.status (one TaskState); rules brief: open tasks are Assigned or Claimed',
        },
      ],
    },
  },
  {
    id: 'task-types',
    title: 'Task types',
    valueHeading: 'Type',
    source: { kind: 'enum', schema: 'TaskType', pointer: '#/components/schemas/TaskType/enum' },
    values: [
      {
        value: 'ApprovalTask',
        meaning:
          'Asks the assignee to approve or reject a request, for example Maria Lopez for `REQ-10458`, the request of Jane Doe, who reports to her.',
        observe: '`type` of the task in List tasks; `requestId` names the request.',
      },
      {
        value: 'FulfillmentTask',
        meaning:
          'Asks the performer of a Disconnected application to grant or remove the access by hand. At Northwind Health, the performer of Salesforce and Epic EHR is Access Manager (the `access-managers` group).',
        observe:
          '`type` of the task; `requestId` names the request it fulfills. A task for Access Manager shows `assignee` `access-managers` and `assigneeType` `group`.',
      },
      {
        value: 'CertificationTask',
        meaning:
          'Asks a certifier to certify or revoke access in an access review, for example Raj Patel for the Active Directory lines of the Q4 Finance access review.',
        observe: '`type` of the task.',
      },
      {
        value: 'ProvideInformation',
        meaning: 'Asks the assignee for information that the workflow needs.',
        observe: '`type` of the task; `form` holds the values of its form.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'A type is not a state: it says what the task asks for. The API reference describes no change of type.',
        basis: `${SPEC_4} lists task types apart from task states`,
      },
      rules: [],
    },
  },
  {
    id: 'task-actions',
    title: 'Task actions',
    valueHeading: 'Action',
    source: {
      kind: 'enum',
      schema: 'PossibleAction.action',
      pointer: '#/components/schemas/PossibleAction/properties/action/enum',
      subsets: [
        {
          schema: 'TaskAction',
          pointer: '#/components/schemas/TaskAction/enum',
          excludes: ['release'],
          usedBy: 'the `action` path parameter of Act on a task',
        },
      ],
    },
    values: [
      {
        value: 'Claim',
        meaning: 'Claims the task for the user who acts (`userLogin`).',
        observe: 'The task `status` and its `history`, which names the `perpetrator`.',
      },
      {
        value: 'Approve',
        meaning: 'Approves what the task asks for, such as the access in a request.',
        observe:
          'In the API reference example, the task after `Approve` shows `status` `Completed` and `outcome` `Approve`; the request `history` shows what the workflow did next.',
      },
      {
        value: 'Reject',
        meaning: 'Rejects what the task asks for, such as the access in a request.',
        observe: '`outcome` and the `comments` of the task; the request `history`.',
      },
      {
        value: 'Escalate',
        meaning: 'Escalates the task. `escalationAssignee` names who receives an escalated task.',
        observe: '`escalationAssignee` before you act; the task `history` after.',
      },
      {
        value: 'Re-Assign',
        meaning: 'Re-assigns the task to another assignee.',
        observe: '`assignee` and the task `history`.',
      },
      {
        value: 'release',
        meaning:
          'Offered among `possibleActions` for a claimed task. It is not a value of the `action` path parameter of Act on a task.',
        observe: '`possibleActions` of a task in state `Claimed`.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'An action is not a state. Which state a task is in after an action is not shown in the API reference: read the task `status` and `history` after you act.',
        basis: NOT_SHOWN,
      },
      rules: [
        {
          text: 'Only the assignee, a user or a member of the assignee group, acts on a task.',
          basis: 'openapi/tessera.yaml actOnTask description; site-spec.md section 6',
        },
        {
          text: '`possibleActions` lists the actions the assignee can take now.',
          basis: 'openapi/tessera.yaml UserTask.possibleActions',
        },
        EXPIRY_RULE,
      ],
    },
  },
  {
    id: 'request-statuses',
    title: 'Request statuses',
    valueHeading: 'Status',
    source: {
      kind: 'examples',
      properties: ['UserRequest.status', 'UserRequest.history[].status', 'OnboardingRequest.status'],
    },
    values: [
      {
        value: 'Draft',
        meaning: 'The request is a draft.',
        observe:
          'In the API reference, the `status` of the example onboarding requests for a new role or application (Request a new role or application).',
        seenAt: ['OnboardingRequest.status'],
      },
      {
        value: 'Waiting for Approval',
        meaning: 'The request waits for an approval.',
        observe:
          "`status` of the request; in the API reference, the onboarding request `REQ-10390` that creates the Finance Analyst role, with `workflowName` `Group Role Approval` (the workflow of that onboarding request, not the role's own `approvalWorkflow`). The open approval task is with its assignee, a user or a group.",
        seenAt: ['UserRequest.status'],
      },
      {
        value: 'Waiting for Manager Approval',
        meaning:
          "The request waits for a manager's approval. For `REQ-10458`, that is Maria Lopez, the manager of Jane Doe.",
        observe: '`status` of `REQ-10458`, and the `status` of its second `history` entry.',
        seenAt: ['UserRequest.status', 'UserRequest.history[].status'],
      },
      {
        value: 'Request Submitted',
        meaning: 'The request is submitted.',
        observe: 'The `status` of the first `history` entry of `REQ-10458`.',
        seenAt: ['UserRequest.history[].status'],
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'Which status follows which is not shown in the API reference. The request `history` lists the changes, each with the `status` after it, its `timeStamp` and its `requester`.',
        basis: `${SPEC_4}: "The full set of request statuses and resolutions: not shown."; openapi/tessera.yaml RequestHistoryEntry`,
      },
      rules: [],
    },
  },
  {
    id: 'request-resolutions',
    title: 'Request resolutions',
    valueHeading: 'Resolution',
    source: { kind: 'examples', properties: ['UserRequest.resolution', 'OnboardingRequest.resolution'] },
    values: [
      {
        value: 'Initiated',
        meaning:
          'The resolution of every request in the API reference examples, including `REQ-10458` while it waits for Maria Lopez.',
        observe: '`resolution` of the request.',
        seenAt: ['UserRequest.resolution', 'OnboardingRequest.resolution'],
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'When the resolution changes, and to what, is not shown in the API reference.',
        basis: `${SPEC_4}: "The full set of request statuses and resolutions: not shown."`,
      },
      rules: [],
    },
  },
  {
    id: 'request-types',
    title: 'Request types',
    valueHeading: 'Type',
    source: { kind: 'enum', schema: 'RequestType', pointer: '#/components/schemas/RequestType/enum' },
    values: [
      {
        value: 'create',
        meaning: 'The request gives access, or creates a role or an application, such as `REQ-10458`.',
        observe: '`payload.type` of the request; `filter=create` in List requests.',
      },
      {
        value: 'modify',
        meaning:
          'The request changes access, or changes an existing role or application: an edit of an application ends in a request of this type.',
        observe: '`payload.type` of the request; `filter=modify` in List requests.',
      },
      {
        value: 'revoke',
        meaning: 'The request removes access.',
        observe: '`payload.type` of the request; `filter=revoke` in List requests.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'A request type is not a state: it says what the request does to access. The `filter` of List requests filters by request type, not by status or workflow.',
        basis: 'site-spec.md sections 4 and 7; openapi/tessera.yaml listUserRequests filter (RequestType)',
      },
      rules: [],
    },
  },
  {
    id: 'certification-status',
    title: 'Certification status',
    valueHeading: 'Status',
    source: { kind: 'enum', schema: 'CertificationStatus', pointer: '#/components/schemas/CertificationStatus/enum' },
    values: [
      {
        value: 'Active',
        meaning: 'The access review definition is active, like the Q4 Finance access review.',
        observe: '`status` of the definition; `status=Active` in List certification definitions.',
      },
      {
        value: 'Draft',
        meaning: 'The definition is not active yet.',
        observe: '`status` of the definition; `status=Draft` in List certification definitions.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'How a definition goes from one status to the other is not shown in the API reference.',
        basis: NOT_SHOWN,
      },
      rules: [],
    },
  },
  {
    id: 'reconciliation-batch-status',
    title: 'Reconciliation batch status',
    valueHeading: 'Status',
    source: { kind: 'examples', properties: ['ReconciliationBatch.status'] },
    values: [
      {
        value: 'Initiated',
        meaning: 'The batch is started.',
        observe: '`status` of the batch in the `201` answer of Reconcile or provision an application.',
        seenAt: ['ReconciliationBatch.status'],
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'The statuses a batch goes through after `Initiated` are not shown, and the API reference has no call that reads a batch again. Read what the batch did in its events with List reconciliation events.',
        basis: `${NOT_SHOWN}; openapi/tessera.yaml (syncTargetSystem returns the batch; listReconciliationEvents)`,
      },
      rules: [],
    },
  },
  {
    id: 'reconciliation-event-status',
    title: 'Reconciliation event status',
    valueHeading: 'Status',
    source: { kind: 'examples', properties: ['ReconciliationEvent.status'] },
    values: [
      {
        value: 'EXISTING_USER_ACCOUNT_RECONCILED_NO_CHANGE',
        meaning: 'Reconciliation read an account that Tessera already holds for a user, and changed nothing.',
        observe:
          '`status` of the event in List reconciliation events, with `rowNumber`, `resourceDisplayName` and `resourceFromTargetSystem`.',
        seenAt: ['ReconciliationEvent.status'],
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'An event records the outcome for one record that the batch read. The other outcomes are not shown in the API reference: read the exact `status` of each event of your batch.',
        basis: `${SPEC_4}: reconciliation event status (example); openapi/tessera.yaml ReconciliationEvent.status`,
      },
      rules: [],
    },
  },
  {
    id: 'account-status',
    title: 'Account and entitlement status',
    valueHeading: 'Status',
    source: { kind: 'examples', properties: ['UserAccount.status', 'UserAccount.entitlements[].status'] },
    values: [
      {
        value: 'Provisioned',
        meaning: 'The account, or the entitlement on it, is provisioned in the application.',
        observe:
          '`status` of the account and of each of its `entitlements` in List accounts; the `status` query parameter returns only accounts in that status.',
        seenAt: ['UserAccount.status', 'UserAccount.entitlements[].status'],
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'The other statuses of an account or an entitlement, and the changes between them, are not shown in the API reference.',
        basis: NOT_SHOWN,
      },
      rules: [],
    },
  },
  {
    id: 'lifecycle-operations',
    title: 'Role and application operations',
    valueHeading: 'Operation',
    source: { kind: 'enum', schema: 'LifecycleOperation', pointer: '#/components/schemas/LifecycleOperation/enum' },
    values: [
      {
        value: 'Retire',
        meaning: 'Retires the role or the application.',
        observe: '`retired` of the role (List roles) or the application (List applications).',
      },
      {
        value: 'Enable',
        meaning: 'Enables the role or the application.',
        observe: '`disabled` of the role or the application.',
      },
      {
        value: 'Disable',
        meaning: 'Disables the role or the application.',
        observe: '`disabled` of the role or the application.',
      },
    ],
    transitions: {
      edges: [],
      statement: {
        text: 'An operation is not a state. The answer of the call has no body in the API reference, and which operation is allowed after which is not shown: read `disabled` and `retired` afterwards.',
        basis: `${NOT_SHOWN}; openapi/tessera.yaml changeRoleStatus and changeTargetSystemStatus (200 without a body)`,
      },
      rules: [],
    },
  },
];

export function getLifecycle(id: string): Lifecycle {
  const lifecycle = lifecycles.find((candidate) => candidate.id === id);
  if (!lifecycle) {
    throw new Error(`Unknown life cycle "${id}". Known: ${lifecycles.map((known) => known.id).join(', ')}`);
  }
  return lifecycle;
}

const codeList = (items: readonly string[]): string => {
  const quoted = items.map((item) => `\`${item}\``);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
};

/** Whether the set is complete and where the API reference defines it, in one or two sentences. */
export function completenessText(lifecycle: Lifecycle): string {
  const { source } = lifecycle;
  if (source.kind === 'examples') {
    return `The API reference shows these values only in examples, in ${codeList(source.properties)}. The full set is not shown, so you may meet other values.`;
  }
  const subsets = (source.subsets ?? []).map(
    ({ schema, excludes, usedBy }) =>
      ` \`${schema}\`, the schema of ${usedBy}, holds all of them except ${codeList(excludes)}.`,
  );
  return `These are all the values: the API reference defines them in \`${source.schema}\`.${subsets.join('')}`;
}

/** What is known about changes of value: the given edges, the statement, then the rules. */
export function transitionsText(lifecycle: Lifecycle): string {
  const { edges, statement, rules } = lifecycle.transitions;
  const given = edges.map(
    ({ from, to, trigger }) => `\`${from}\` can change to \`${to}\`${trigger ? ` through ${trigger}` : ''}.`,
  );
  return [...given, statement.text, ...rules.map((rule) => rule.text)].join(' ');
}
