// Generated from openapi/tessera.yaml by `npm run gen:api-types`. Do not edit.
export interface paths {
  '/api/dataservices/CertificationDefinition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List certification definitions
     * @description Returns the access review (certification) definitions of the tenant. It changes nothing.
     *     Use `status` to list only the `Active` definitions, or only the `Draft` ones (not active yet).
     *     A definition's `_id` is what [Run a certification](/developer/run-certification) takes. Before you
     *     create a definition, or retry a creation that timed out, look here for its `name`. The console
     *     procedure is [Add a certification](/user/access-review/add).
     */
    get: operations['listCertificationDefinitions'];
    put?: never;
    /**
     * Create a certification definition
     * @description Saves a new access review (certification) definition and answers `true`.
     *
     *     :::warning[Changes your tenant]
     *
     *     Each call saves a new definition in your tenant. A retry after a timeout can save a second one:
     *     before you send the call again, look for the `name` with
     *     [List certification definitions](/developer/list-certification-definitions).
     *
     *     :::
     *
     *     The body needs `name`, `description`, `type`, `approverType`, `workflowName`, `repeat`,
     *     `certifierType`, `userCertificationBy` and `alternateCertifier`, and in `user` the `email`, `login`
     *     and `id` of the user who creates it. The example creates the Q4 Finance access review: Priya Shah,
     *     the compliance officer, owns it and certifies nothing in it; the resource owners certify (Raj Patel
     *     the Active Directory lines, Dana Reed the Salesforce lines), Sam Lee, who certifies nothing in it, is the alternate certifier,
     *     and self-certification is off. Next, [List certification definitions](/developer/list-certification-definitions)
     *     returns the definition with its `_id`, which [Run a certification](/developer/run-certification)
     *     takes. The console procedure is [Add a certification](/user/access-review/add).
     */
    post: operations['createCertificationDefinition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/certification-request/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a certification
     * @description Starts a run of a certification definition and answers `true`.
     *
     *     :::warning[Changes your tenant]
     *
     *     Each call starts a new run and creates its CertificationTask tasks for the certifiers. A retry after
     *     a timeout starts a second run and duplicates every task: before you send the call again, list the
     *     certifiers' tasks with [List tasks](/developer/list-tasks) (here `raj.patel` and `dana.reed`) and
     *     look for CertificationTask tasks of this review.
     *
     *     :::
     *
     *     The path names the definition by its `_id`, from
     *     [List certification definitions](/developer/list-certification-definitions). The body carries the
     *     `requester`, the user who starts the run, and in `impactObject` the impact of the run: the users and
     *     resources it reviews, its certifiers and its certification tasks. Tessera computes the impact when
     *     the definition's owner selects **Run** in the console; no operation of this API returns it. To get
     *     its values, sign in to the console as yourself, open **Access reviews**, select the definition and
     *     select **Run**: the console shows the impact. Copy it into `impactObject` as it is shown:
     *
     *     - `userCount` and `userList`: the number of users and the list of their logins, such as `jane.doe`;
     *     - `resourceCount` and `resourceList`: the number of resources and their names, such as
     *       `Active Directory`;
     *     - `certifierCount` and `taskCount`: the number of certifiers and of certification tasks;
     *     - `requester`: your own `login`, `displayName` and `email`, the same as the body's `requester`.
     *
     *     Then select **Cancel**, not **Confirm**: **Confirm** starts the run in the console, and your call
     *     would start a second one. Send the call soon after, and never with counts you expect or with the
     *     impact of an earlier run: if the definition or its users changed since you read the impact, select
     *     **Run** again and read it again. [Run a certification](/user/access-review/run) is the console
     *     procedure, with the checks to make on the impact before you start a run. Next, the certifiers find
     *     their CertificationTask tasks with [List tasks](/developer/list-tasks).
     *     A certifier may `Claim` a CertificationTask with [Act on a task](/developer/act-on-task), but no call
     *     of this API certifies or revokes a line: each certifier decides every line in the console, as
     *     [Certification task](/user/access-review/task) describes.
     */
    post: operations['runCertification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/esearch/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the catalog
     * @description Searches the access catalog and returns the matching items. It changes nothing.
     *     Each result is an entitlement, a role, an application or a user, depending on the `collection`
     *     searched; read a `ServiceRequest` result in your tenant's answer before your code relies on its
     *     fields. An entitlement's `_id` is the
     *     `entityId` of a cart item in [Save a cart](/developer/save-cart); keep the one whose `targetSystemId`
     *     is the application's `_id` from [List applications](/developer/list-target-systems), as two
     *     applications can hold entitlements of the same name. A user's `_id` is the `userid` of
     *     [List accounts](/developer/list-user-accounts); a keyword can match more than one record, so keep the
     *     user whose `login` is exactly the one searched, as the [stale account check](/guides/stale-check#result)
     *     does. How people search in the console:
     *     [Find items in the catalog](/user/access-request/find-catalog).
     */
    get: operations['searchCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/UserRequest/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a request
     * @description Returns one request with its payload and its history. It changes nothing.
     *     The path takes the request's `_id`, such as `69e5f6a7b8c9d0e1f2a3b4c5`, like every `{id}` of this
     *     API; the `requestId` that people see, such as `REQ-10458`, is a field of the answer, not the path.
     *     Take the `_id` from one of two places:
     *
     *     - [List requests](/developer/list-user-requests): the `_id` of the request whose `correlationId`
     *       is the one [Submit a cart](/developer/submit-cart) answered;
     *     - a task of the request, from [List tasks](/developer/list-tasks): its `requestObjectId` (its
     *       `requestId` names the same request for people).
     *
     *     The example reads Jane Doe's `REQ-10458`, whose `_id` is `69e5f6a7b8c9d0e1f2a3b4c5`. Check that
     *     the answer's `_id` is the one you sent and that its `requestId` is the request you mean.
     *     `status` says where the request is, and each `history` entry records a change with the `status`
     *     after it and its `timeStamp`; sort by `timeStamp` to read them in order. The console view is
     *     [Track my request](/user/access-request/track-my-request).
     */
    get: operations['getUserRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/UserRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List requests
     * @description Returns requests, optionally only those of one request type. It changes nothing.
     *     `filter` takes a request type, `create`, `modify` or `revoke`; it does not select a status or a
     *     workflow. To find the request that a submitted cart created, list the `create` requests and keep
     *     the one whose `correlationId` is the one [Submit a cart](/developer/submit-cart) returned. If none
     *     carries it, keep the one whose `beneficiary.login` and `payload.entityId` are the cart item's
     *     beneficiary and `entityId` and whose `createDate` is after the time you submitted. Then follow it
     *     with [Get a request](/developer/get-user-request) and its `_id`. The console view is
     *     [Track my request](/user/access-request/track-my-request).
     */
    get: operations['listUserRequests'];
    put?: never;
    /**
     * Request a new role or application
     * @description Creates an onboarding request for a new role or a new application, and returns the request.
     *
     *     :::warning[Changes your tenant]
     *
     *     Each call creates a new onboarding request in your tenant, which goes to its approval workflow. A
     *     retry after a timeout can create a second request: before you send the call again, list the `create`
     *     requests with [List requests](/developer/list-user-requests) and look for your `summary`.
     *
     *     :::
     *
     *     The envelope is the same for both; `entityType` chooses the payload: a `Role` request carries
     *     the role in `payload.role`, an `Application` request carries the application (target system) as
     *     `payload`. A role needs `displayName`, `description` and `entitlements`, each written
     *     `TargetSystemName~EntitlementName` (the names from [List applications](/developer/list-target-systems)
     *     and [Search the catalog](/developer/search-catalog)). An application needs `displayName`,
     *     `description`, `businessOwner`, `ITOwner`, `integrationLevel`, `approvalWorkflowDisplayName`, `form`
     *     and `entitlements`; the connector settings apply only to a `Connected` application, and `performer`
     *     only to a `Disconnected` one. The onboarding request follows its own workflow, not the
     *     `approvalWorkflow` in its payload (which approves later requests for the role): in the example, the
     *     created request `REQ-10390` has the `workflowName` Group Role Approval, whose approval task goes to an approver
     *     group, named in the task's `assignee` in [List tasks](/developer/list-tasks). Follow the request with
     *     [Get a request](/developer/get-user-request); once it is approved, [List roles](/developer/list-roles) or
     *     [List applications](/developer/list-target-systems) returns the new record. The console
     *     procedures are [Create a role](/user/rbac/create) and
     *     [Build an application](/user/access-management/application/build-an-app).
     */
    post: operations['createOnboardingRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a cart
     * @description Saves the requester's cart and answers `201` with a `correlationId` and a `result`.
     *
     *     :::warning[Changes your tenant]
     *
     *     Saves a cart in your tenant. Saving does not submit it: no request exists and nobody is asked to
     *     approve until [Submit a cart](/developer/submit-cart). A retry after a timeout can save the cart a
     *     second time: before you send the call again, look for the cart by its `name` in the requester's
     *     carts in the console, or with [List shared lists](/developer/list-shared-lists) if it is shared.
     *
     *     :::
     *
     *     The cart needs `requester.login` and at least one item. Each item names what is requested by
     *     `entityId` and `entityType` (for an entitlement, its `_id` from
     *     [Search the catalog](/developer/search-catalog)) and lists the users who receive it
     *     (`beneficiaries`), each with a request `type`: `create`, `modify` or `revoke`. Next, send the same
     *     cart to [Submit a cart](/developer/submit-cart). The console procedure is
     *     [Request access](/user/access-request/request-access).
     */
    post: operations['saveCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/cart/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a cart
     * @description Submits the cart as a request and answers with a `correlationId` and a `result`.
     *
     *     :::warning[Changes your tenant]
     *
     *     Each call submits the cart as a request, which goes to the approvers of its items. A retry after a
     *     timeout can submit a second request: before you send the call again, list the `create` requests
     *     with [List requests](/developer/list-user-requests) and look for one for the same item and
     *     beneficiary.
     *
     *     :::
     *
     *     The body is the cart saved with [Save a cart](/developer/save-cart). Find the request it created
     *     with [List requests](/developer/list-user-requests): the one whose `correlationId` is the one this
     *     call answered, or, if none carries it, the one whose `beneficiary.login` and `payload.entityId` are
     *     the cart item's beneficiary and `entityId` and whose `createDate` is after the time you submitted.
     *     Follow it with [Get a request](/developer/get-user-request) and its `_id`. In the example, the cart
     *     becomes `REQ-10458`; Salesforce's approval workflow is Manager Approval, so the approval task goes
     *     to Jane Doe's manager, Maria Lopez, who acts on it with her own token
     *     ([Act on a task](/developer/act-on-task)).
     *
     *     The request records a `requester` and a `beneficiary`. In the example Jane Doe submits her own cart
     *     with her own token, and both are `jane.doe`. When software submits with an integration user's
     *     token, such as a finance portal's, a cart whose `requester.login` is the person who asked, read the
     *     created request with [Get a request](/developer/get-user-request) before your code relies on its
     *     `requester`: the request's `requester`, the `requester` of each `history` entry and the
     *     `beneficiary` show whom your tenant records as asking and as receiving, the cart's requester or the
     *     token's user. Find the request by its `correlationId` or its `beneficiary`, which do not depend on
     *     it.
     *     The console procedure is [Request access](/user/access-request/request-access).
     */
    post: operations['submitCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tasks
     * @description Returns the tasks that match a filter on task state and assignee. It changes nothing.
     *     `filter` is a JSON object sent as a string, for example
     *     `{"status":"Assigned","userLogin":"maria.lopez"}` (URL-encoded in the query). `status` takes one
     *     task state: `Assigned`, `Claimed`, `Completed`, `Expired` or `Cancelled`. A task still waiting
     *     for a decision is either `Assigned` or `Claimed`, so list a person's open tasks with one call for
     *     each. `userLogin` matches the task's `assignee`. A task assigned to a group shows the group in
     *     `assignee` and `group` in `assigneeType`, so the group's login returns it: the FulfillmentTask of
     *     Access Manager in the examples comes with `{"status":"Assigned","userLogin":"access-managers"}`.
     *     A certifier's CertificationTask tasks come with the certifier's login, as in the example for
     *     `dana.reed`; look there for the tasks of a review before you retry
     *     [Run a certification](/developer/run-certification). A task's
     *     `_id` is what [Act on a task](/developer/act-on-task) and [Comment on a task](/developer/add-task-comment)
     *     take. Its `requestObjectId` is the `_id` of its request, which
     *     [Get a request](/developer/get-user-request) takes, and its `requestId` names that request for
     *     people, such as `REQ-10458`. The console procedure is
     *     [Manage tasks](/user/access-management/manage-tasks).
     */
    get: operations['listTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/task/{id}/{action}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Act on a task
     * @description Claims, approves, rejects, escalates or re-assigns a task, and returns the task.
     *
     *     :::warning[Changes your tenant]
     *
     *     The action changes the task and moves its request or review on: an approval can lead to access being
     *     granted in an application. The returned task's `state` and `possibleActions` show the action (a
     *     completed task lists none): before you retry a call that timed out, read the task with
     *     [List tasks](/developer/list-tasks) and send the action again only if the task still lists it.
     *
     *     :::
     *
     *     The answer is the task after the action, with its whole `history`. The path takes the task's `_id`,
     *     from [List tasks](/developer/list-tasks), and an action that the task's `possibleActions` lists;
     *     `release`, which a claimed task can list, is not a value of `action`. Only the assignee (a user, or a
     *     member of the assignee group) acts on a task, with their own token, or the assignee's
     *     [proxy](/user/access-management/proxy), with the proxy's own token and login; nobody acts on a task
     *     whose `payload.beneficiary` is themselves. No action is allowed after the task expires
     *     (`expiryDate`). The body names the user who acts, `userLogin`, and a comment. Send your own login,
     *     the user of the token you send: the task records it in `updatedBy` and in the `perpetrator` of its
     *     new `history` entry, and that is who auditors see deciding. The examples show each outcome:
     *
     *     - Approve: `POST /api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Approve`, Maria Lopez approves Jane Doe's
     *       `REQ-10458`. The task is `Completed` with the `outcome` `Approve`.
     *     - Reject: `POST /api/core/task/66b2c3d4e5f6a7b8c9d0e1f6/Reject`, Maria Lopez rejects Tom Baker's
     *       `REQ-10462` for Finance-Approvers in Active Directory, saying why. The task is `Completed` with
     *       the `outcome` `Reject`.
     *     - Claim: `POST /api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Claim`, Lena Park of Access Manager claims the
     *       FulfillmentTask of `REQ-10458`, so that no other member of the group makes the same change. The
     *       task is `Claimed`.
     *     - Complete a FulfillmentTask: once the performer has made the change in the application by hand,
     *       they send the completing action that the claimed task lists in `possibleActions`; in the Northwind
     *       Health fulfillment workflow it is `Approve`: `POST /api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Approve`.
     *       [Disconnected provisioning](/user/provisioning/disconnected-provisioning) is the procedure.
     *     - Escalate, instead of approving: `POST /api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Escalate`, Maria Lopez
     *       escalates the approval task of `REQ-10458`. The task's `assignee` becomes its `escalationAssignee`,
     *       `omar.haddad`, and its `history` gains the entry of the escalation.
     *
     *     The body names nobody to receive the task: `escalationAssignee` names who receives an escalated
     *     task, and a `Re-Assign` sent here names no new assignee. Read the `assignee` and `history` of the
     *     returned task to see who holds it now. To choose the person who receives the task, re-assign it in
     *     the console.
     *
     *     When the approver is away or the task is about to expire:
     *
     *     - The approver's [proxy](/user/access-management/proxy) acts with their own token and login, as
     *       the approver's stand-in; name the proxy in the console before the approver leaves.
     *     - Before `expiryDate`, the assignee can `Escalate` the task, or `Re-Assign` it in the console;
     *       nobody else moves a task assigned to someone else.
     *     - After `expiryDate` the task takes no action, so do not retry: the call cannot succeed. Read the
     *       request with [Get a request](/developer/get-user-request): its `status` and `history` show what
     *       the workflow did when the task expired, and whether the requester must submit a new request.
     *
     *     [Manage tasks](/user/access-management/manage-tasks#expiry) is the console procedure for every
     *     action and for expiry. Next, follow the request with [Get a request](/developer/get-user-request)
     *     and the task's `requestObjectId`.
     */
    post: operations['actOnTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/task/comment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Comment on a task
     * @description Adds a comment, with an optional attachment, to a task.
     *
     *     :::warning[Changes your tenant]
     *
     *     Each call adds a comment, and its file, to the task for everyone who reads the task, auditors
     *     included. A retry after a timeout can add it twice: before you send the call again, read the task's
     *     `comments` with [List tasks](/developer/list-tasks).
     *
     *     :::
     *
     *     The body is a multipart form: the file in `attachment`, and in `properties` a JSON object (sent as a
     *     part of type `application/json`) with the task's `taskId`, the commenting user's `userLogin`, the
     *     `message` and the attachment's `fileName`. `taskId` and `userLogin` are required; `taskId` is the
     *     task's `_id` from [List tasks](/developer/list-tasks). `userLogin` is your own login, the user of
     *     the token you send: the task shows the comment under that `userLogin` to everyone who reads it,
     *     auditors included, so never send another person's. Go by the status `200`, then read the task's
     *     `comments` with [List tasks](/developer/list-tasks) to see the comment. Then act on the task with
     *     [Act on a task](/developer/act-on-task). The console procedure is
     *     [Manage tasks](/user/access-management/manage-tasks).
     */
    post: operations['addTaskComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/UserAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List accounts
     * @description Returns accounts in applications, with their entitlements. It changes nothing.
     *     Filter by the owner's `userid` (the user's `_id`, from [Search the catalog](/developer/search-catalog)
     *     in the `Users` collection), by the account `login` or by `status`. Each entitlement shows how it was
     *     granted: `provisionMechanism` `Role`, with the granting roles in `associatedRoles`, or `Request`. For a
     *     Disconnected application such as Salesforce, the performer, Access Manager (the `access-managers`
     *     group), grants requested access by hand through a FulfillmentTask: read the account again after that
     *     task is completed. How people find a user's accounts in the console:
     *     [Search users](/user/user-life-cycle/search).
     */
    get: operations['listUserAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/Role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List roles
     * @description Returns roles, optionally only those with a given display name. It changes nothing.
     *     Each role lists its entitlements, written `TargetSystemName~EntitlementName`, its owner
     *     (`roleOwnerLogin`), its approval workflow and its risk level (`high`, `low` or `med`). A role's
     *     `_id` is what [Retire, enable or disable a role](/developer/change-role-status) takes. How people
     *     find roles in the console: [Search roles](/user/rbac/search).
     */
    get: operations['listRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/role/{id}/{operation}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retire, enable or disable a role
     * @description Retires, enables or disables a role.
     *
     *     :::warning[Changes your tenant]
     *
     *     This `GET` retires, enables or disables the role in your tenant. Send it only when you mean to, and
     *     never put it in a link that a browser, crawler or link preview could follow.
     *
     *     :::
     *
     *     The path takes the role's `_id`, from [List roles](/developer/list-roles). Go by the status `200`,
     *     then read the role's `disabled`, `retired` and `status` with [List roles](/developer/list-roles):
     *     afterwards, to see the change, and before you send the call again or send another operation to a
     *     retired role. After `Disable` or `Retire`, check what it did to the people who hold the role: with
     *     [List accounts](/developer/list-user-accounts), look at their entitlements whose
     *     `associatedRoles` name the role, and with [List tasks](/developer/list-tasks), at the open tasks
     *     (`Assigned` and `Claimed`) of requests for it. The console procedure is
     *     [Manage roles](/user/rbac/manage).
     */
    get: operations['changeRoleStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/TargetSystem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List applications
     * @description Returns applications (target systems), optionally only those with a given display name.
     *     It changes nothing. A `Connected` application carries connector settings; a `Disconnected` one has a
     *     `performer` who grants and removes access by hand, such as Access Manager (the `access-managers`
     *     group) for Salesforce. An application's `_id` is what
     *     [Reconcile or provision an application](/developer/sync-target-system) and
     *     [Retire, enable or disable an application](/developer/change-target-system-status) take. The console
     *     procedure is [Manage applications](/admin/apps/manage-apps).
     */
    get: operations['listTargetSystems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/TargetSystem/{id}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reconcile or provision an application
     * @description Starts a batch that reconciles accounts or entitlements of the application, or provisions them.
     *
     *     :::warning[Changes your tenant and the application]
     *
     *     Each call starts a batch. The body has no dry-run setting: check `dryRun` in the answer, and do dry
     *     runs in the console first. With `reconcile`,
     *     Tessera reads the application and updates its own records; with `provision`, Tessera writes accounts
     *     or entitlements to the application itself. A retry after a timeout starts a second batch: before you
     *     send the call again, look for the first one on the application's **Reconciliation** tab in the admin
     *     console.
     *
     *     :::
     *
     *     The path takes the application's `_id`, from [List applications](/developer/list-target-systems).
     *     Check its `integrationLevel` there first: connector settings apply only to `Connected` applications,
     *     and a `Disconnected` one, such as Salesforce, has a performer who grants access by hand; reconcile
     *     it from a file instead ([File-based reconciliation](/user/access-reconciliation/file-based-reconciliation)).
     *     `operation` is `reconcile` or `provision`, `entityType` is `Account` or `Entitlement`, and
     *     `condition` is text sent as the batch's condition. The answer is `201` with the batch, with its own
     *     `_id` and `startDate`: the example reconciles the accounts of Active Directory, in a batch started
     *     after the scheduled run that List applications shows in `lastReconTImeStamp`. It sends no
     *     `condition`: reconciling reads the application and changes only Tessera's records. Next, read what
     *     the batch did with [List reconciliation events](/developer/list-reconciliation-events) and the
     *     batch's `_id`. The console procedure is
     *     [Application synchronization](/user/access-reconciliation/application-synchronization).
     *
     *     `provision` has no example here: a provisioning batch writes Tessera's accounts or entitlements to
     *     the application, which can undo access someone granted or removed there on purpose. Start one only
     *     as [Failed provisioning](/user/provisioning/failed-provisioning) describes, after a dry run in the
     *     console; send a `condition` only with a value you have seen select the records you mean in your
     *     tenant's events, and read every event of the batch with List reconciliation events.
     */
    post: operations['syncTargetSystem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dataservices/ReconciliationEvent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List reconciliation events
     * @description Returns the events of a reconciliation batch. It changes nothing.
     *     `ReconciliationBatchId` is the `_id` of the batch that
     *     [Reconcile or provision an application](/developer/sync-target-system) answered. Each event reports a
     *     record the batch read (`rowNumber`, `resourceType`, `resourceDisplayName`), the record as read from
     *     the application (`resourceFromTargetSystem`) and the outcome in `status`, such as
     *     `EXISTING_USER_ACCOUNT_RECONCILED_NO_CHANGE`.
     *     [Reconciliation messages](/user/access-reconciliation/reconciliation-messages) explains how to read
     *     the statuses.
     */
    get: operations['listReconciliationEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/target-system/{id}/{operation}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retire, enable or disable an application
     * @description Retires, enables or disables an application (target system).
     *
     *     :::warning[Changes your tenant]
     *
     *     This `GET` retires, enables or disables the application in your tenant. Send it only when you mean
     *     to, and never put it in a link that a browser, crawler or link preview could follow.
     *
     *     :::
     *
     *     The path takes the application's `_id`, from [List applications](/developer/list-target-systems).
     *     Go by the status `200`, then read the application's `disabled`, `retired` and `status` with
     *     [List applications](/developer/list-target-systems): afterwards, to see the change, and before you
     *     send the call again or send another operation to a retired application. After `Disable` or
     *     `Retire`, check what it did to the accounts in it: with [List accounts](/developer/list-user-accounts),
     *     look at the accounts whose `targetSystemId` is the application's `_id`, and with
     *     [List tasks](/developer/list-tasks), at the open tasks (`Assigned` and `Claimed`) of requests for
     *     its entitlements, such as the performer's FulfillmentTask tasks. The console procedure is
     *     [Manage applications](/admin/apps/manage-apps#disable-enable-or-retire-an-application).
     */
    get: operations['changeTargetSystemStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/core/entity/shared-entity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List shared lists
     * @description Returns the lists (carts) shared by a user or with a user. It changes nothing.
     *     `filter` is a JSON object sent as a string, with `sharedBy` or `sharedWith` and a user login, for
     *     example `{"sharedWith":"jane.doe"}` (URL-encoded in the query). A shared list has the fields of a
     *     cart, such as `name`, `owner` and `cartItems`; read any other field in your tenant's answer before
     *     your code relies on it. To request what a list holds, put its items in a cart with
     *     [Save a cart](/developer/save-cart). People create and share lists in the console:
     *     [Save a list](/user/access-request/save-a-list).
     */
    get: operations['listSharedLists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A record identifier, as the API returns it in `_id`: an opaque string. Take it from the answer that returns the record; each field that holds one names the record it identifies. */
    ObjectId: string;
    /**
     * @description The status of a certification definition.
     * @enum {string}
     */
    CertificationStatus: 'Active' | 'Draft';
    /**
     * @description What a certification reviews.
     * @enum {string}
     */
    CertificationType: 'User Access' | 'Resource Assignment';
    /**
     * @description The kind of approver of an access review definition, a user or a role, or none.
     * @enum {string}
     */
    ApproverType: 'User' | 'Role' | 'None';
    /**
     * @description Who certifies in an access review.
     * @enum {string}
     */
    CertifierType: 'User' | 'Role' | "Beneficiary's Manager" | 'Resource owner';
    /**
     * @description The unit of a certification duration.
     * @enum {string}
     */
    DurationUnit: 'days' | 'months' | 'years';
    /**
     * @description The state of a task (UserTask).
     * @enum {string}
     */
    TaskState: 'Assigned' | 'Claimed' | 'Completed' | 'Expired' | 'Cancelled';
    /**
     * @description The kind of a task (UserTask).
     * @enum {string}
     */
    TaskType: 'ApprovalTask' | 'FulfillmentTask' | 'CertificationTask' | 'ProvideInformation';
    /**
     * @description An action that the assignee takes on a task with Act on a task.
     * @enum {string}
     */
    TaskAction: 'Claim' | 'Approve' | 'Reject' | 'Escalate' | 'Re-Assign';
    /**
     * @description What a request or a beneficiary line does to access.
     * @enum {string}
     */
    RequestType: 'create' | 'modify' | 'revoke';
    /**
     * @description How Tessera reaches the application. Connector URL, credentials and
     *     authentication type apply only to `Connected` applications; a performer applies
     *     only to `Disconnected` ones.
     * @enum {string}
     */
    IntegrationLevel: 'Connected' | 'Disconnected';
    /**
     * @description The risk level of a role.
     * @default low
     * @enum {string}
     */
    RoleRiskLevel: 'high' | 'low' | 'med';
    /**
     * @description The risk level of an application or an entitlement.
     * @enum {string}
     */
    RiskLevel: 'low' | 'medium' | 'high';
    /**
     * @description A life-cycle operation on a role or an application.
     * @enum {string}
     */
    LifecycleOperation: 'Retire' | 'Enable' | 'Disable';
    /**
     * @description A collection of the access catalog.
     * @enum {string}
     */
    CatalogCollection: 'Entitlement' | 'Roles' | 'Users' | 'ServiceRequest' | 'TargetSystem';
    /**
     * @description What a reconciliation or provisioning batch does.
     * @enum {string}
     */
    SyncOperation: 'reconcile' | 'provision';
    /**
     * @description What a batch reads or writes.
     * @enum {string}
     */
    SyncEntityType: 'Account' | 'Entitlement';
    /** @description An access review (certification) definition. */
    CertificationDefinition: {
      /**
       * @description Identifier of the definition, used to run it.
       * @example 68d4e5f6a7b8c9d0e1f2a3b4
       */
      _id?: components['schemas']['ObjectId'];
      /** @description Name of the definition. */
      name?: string;
      /** @description What the review covers and why. */
      description?: string;
      type?: components['schemas']['CertificationType'];
      approverType?: components['schemas']['ApproverType'];
      /** @description Name of the workflow that runs the review. */
      workflowName?: string;
      /** @description Description of that workflow. */
      workflowDescription?: string;
      /** @description Login of the approver user, or name of the approver role, when `approverType` is `User` or `Role`. */
      approver?: string;
      /** @description Login of the workflow user. */
      workflowUser?: string;
      status?: components['schemas']['CertificationStatus'];
      /** @description The definition's high-risk users setting, `true` or `false`, part of its user scope. The users a run covers show in the impact of the run (`userCount` and `userList`): read them there before you confirm a run. */
      highRiskUsers?: boolean;
      /** @description The definition's high-risk resources setting, `true` or `false`, part of its resource scope. The resources a run covers show in the impact of the run (`resourceCount` and `resourceList`). */
      highRiskResources?: boolean;
      /**
       * @description How the users to review are chosen, by a query or by name.
       * @enum {string}
       */
      userCertificationBy?: 'query' | 'name';
      /** @description The query that chooses the users, when `userCertificationBy` is `query`. Build it in the console and read it back with List certification definitions; `displayUserQuery` gives it in words. */
      userQuery?: string;
      /** @description The same query in words, as shown to people. */
      displayUserQuery?: string;
      /** @description How the resources to review are chosen. */
      certificationBy?: string;
      /** @description Review only the selected resources. */
      onlySelected?: boolean;
      /** @description The query that chooses the resources. Build it in the console and read it back with List certification definitions; the impact of a run lists the resources it chose (`resourceList`). */
      resourceQuery?: string;
      /** @description The resources (applications, entitlements or roles) to review. */
      resources?: string[];
      certifierType?: components['schemas']['CertifierType'];
      /** @description Login of the certifier user, or name of the certifier role. */
      certifier?: string;
      /** @description Display name of the certifier. */
      certifierDisplayName?: string;
      /** @description Whether a named certifier is set. */
      certifierToggle?: boolean;
      /** @description Whether the certifier certifies users (rather than resources). */
      certifyUser?: boolean;
      /** @description How often the review repeats, for example `Do not repeat`. */
      repeat?: string;
      /** @description Require a comment when access is certified. */
      commentsOnCertify?: boolean;
      /** @description Require a comment when access is revoked. */
      commentsOnRevoke?: boolean;
      /** @description Allow certifiers to re-assign their tasks. */
      reassignment?: boolean;
      /** @description Allow certifiers to certify their own access. */
      selfCertification?: boolean;
      /** @description Escalate tasks that are not acted on in time. */
      automaticEscalation?: boolean;
      /** @description Send reminder emails to certifiers. */
      certificationReminderEmail?: boolean;
      /** @description The kind of alternate certifier, for example `User`; `alternateCertifierType` and `alternateCertifierUser` or `alternateCertifierRole` name it. The default alternate certifier is the user's manager. */
      alternateCertifier?: string;
      /** @description Whether an alternate certifier other than the manager is set. */
      alternateCertifierToggle?: boolean;
      /** @description Login of the alternate certifier, when it is a user. */
      alternateCertifierUser?: string;
      /** @description Name of the alternate certifier role, when it is a role. */
      alternateCertifierRole?: string;
      /** @description Whether the alternate certifier is a user or a role. */
      alternateCertifierType?: string;
      /** @description The condition that starts the review. */
      triggerCondition?: string;
      /** @description The value of a frequently used rule chosen for the review. */
      frequentlyUsedRule?: string;
      certificationDurationType?: components['schemas']['DurationUnit'];
      /** @description How long the review lasts, in `certificationDurationType` units. */
      certificationDuration?: number;
      /** @description Login of the user who created the definition. */
      createdBy?: string;
      /**
       * Format: date-time
       * @description When the definition was created.
       */
      createdOn?: string;
    };
    /** @description A certification definition to create, with the user who creates it. */
    CertificationDefinitionCreate: components['schemas']['CertificationDefinition'] & {
      user: components['schemas']['CertificationAuthor'];
    };
    /** @description The user who creates a certification definition. */
    CertificationAuthor: {
      /** @description Email address of the user. */
      email: string;
      /** @description Login of the user. */
      login: string;
      /**
       * @description The `_id` of the user.
       * @example 63e0a1b2c3d4e5f6a7b8c9d6
       */
      id: components['schemas']['ObjectId'];
    };
    /** @description The impact of a certification run, as the console shows it when the definition's owner selects **Run**: the users and resources it reviews, its certifiers and its certification tasks. Run a certification sends it in `impactObject`. */
    CertificationRunImpact: {
      /** @description Number of certifiers. */
      certifierCount?: number;
      /** @description Number of resources reviewed. */
      resourceCount?: number;
      /** @description Names of the resources reviewed. */
      resourceList?: string[];
      /** @description Number of certification tasks created. */
      taskCount?: number;
      /** @description Number of users reviewed. */
      userCount?: number;
      /** @description Logins of the users reviewed. */
      userList?: string[];
      requester?: components['schemas']['Requester'];
    };
    /** @description The body that runs a certification. */
    CertificationRunRequest: {
      impactObject?: components['schemas']['CertificationRunImpact'];
      requester?: components['schemas']['Requester'];
    };
    /** @description A user who asks for something, or receives it. */
    Requester: {
      /** @description Login of the user. */
      login?: string;
      /** @description Display name of the user. */
      displayName?: string;
      /** @description Email address of the user. */
      email?: string;
    };
    /** @description The parts of a postal address. */
    Address: {
      /** @description Street and number. */
      street?: string;
      /** @description City. */
      city?: string;
      /** @description State, province or region. */
      state?: string;
      /** @description Postal code. */
      postalCode?: string;
      /** @description Country. */
      country?: string;
    };
    /**
     * @description A person known to Tessera.
     * @example {
     *       "_id": "63e0a1b2c3d4e5f6a7b8c9d0",
     *       "login": "jane.doe",
     *       "displayName": "Jane Doe",
     *       "firstName": "Jane",
     *       "lastName": "Doe",
     *       "email": "jane.doe@northwind.example",
     *       "employeeNumber": "100234",
     *       "department": "Finance",
     *       "jobTitle": "Financial Analyst",
     *       "location": "Seattle",
     *       "managerLogin": "maria.lopez",
     *       "managerDisplayName": "Maria Lopez",
     *       "organizationName": "Northwind Health",
     *       "phoneNumber": "+1 555 0100",
     *       "status": "Active",
     *       "userType": "Employee",
     *       "employeeType": "Full-time",
     *       "officeAddress": {
     *         "street": "400 Pine Street",
     *         "city": "Seattle",
     *         "state": "WA",
     *         "postalCode": "98101",
     *         "country": "United States"
     *       },
     *       "provisionedDate": "2025-03-03T07:00:00Z",
     *       "isAdministrator": false
     *     }
     */
    User: {
      /**
       * @description Identifier of the user.
       * @example 63e0a1b2c3d4e5f6a7b8c9d0
       */
      _id?: components['schemas']['ObjectId'];
      /** @description Login of the user. */
      login?: string;
      /** @description Name shown to people. */
      displayName?: string;
      /** @description First name. */
      firstName?: string;
      /** @description Last name. */
      lastName?: string;
      /** @description Email address. */
      email?: string;
      /** @description Employee number from the HR source. */
      employeeNumber?: string;
      /** @description Department. */
      department?: string;
      /** @description Job title. */
      jobTitle?: string;
      /** @description Work location. */
      location?: string;
      /** @description Login of the user's manager. */
      managerLogin?: string;
      /** @description Display name of the user's manager. */
      managerDisplayName?: string;
      /** @description Name of the organization. */
      organizationName?: string;
      /** @description Phone number. */
      phoneNumber?: string;
      /** @description Status of the user, for example `Active`. */
      status?: string;
      /** @description Kind of user, for example `Employee`. */
      userType?: string;
      /** @description Kind of employment, for example `Full-time`. */
      employeeType?: string;
      /** @description Parts of the home address. */
      homeAddress?: components['schemas']['Address'];
      /** @description Parts of the office address. */
      officeAddress?: components['schemas']['Address'];
      /**
       * Format: date-time
       * @description When the user was created in Tessera.
       */
      provisionedDate?: string;
      /** @description Whether the user administers the tenant. */
      isAdministrator?: boolean;
      /** @description Address of the user's picture. */
      logoURL?: string;
    };
    /** @description An account attribute of an application. */
    FormAttribute: {
      /** @description Name of the attribute. */
      name?: string;
      /** @description Data type of the attribute, for example `string`. */
      dataType?: string;
      /** @description Whether every account has a value. */
      isRequired?: boolean;
      /** @description Whether reconciliation matches accounts on this attribute. */
      isReconKey?: boolean;
      /** @description Whether this attribute is the account name. */
      isAccountName?: boolean;
      /** @description Whether the attribute holds several values. */
      isMultiValue?: boolean;
      /** @description The user attribute this attribute matches. */
      matchingAttribute?: string;
      /** @description Which way values flow between Tessera and the application. */
      syncDirection?: string;
      /** @description Whether reconciliation updates the attribute. */
      isSynced?: boolean;
      /** @description Whether the attribute can be changed. */
      mutability?: string;
    };
    /** @description An account attribute of an application being created. */
    FormAttributeCreate: components['schemas']['FormAttribute'] & {
      /** @description Whether the attribute shows on request forms. */
      isVisible?: boolean;
      /** @description Whether the attribute is read-only on request forms. */
      isDisabled?: boolean;
    };
    /** @description A reconciliation schedule. */
    Schedule: {
      /** @description How often the schedule repeats, for example `Daily`. */
      repeat?: string;
    };
    /** @description The fields that an application record and an application create request share. */
    TargetSystemFields: {
      /** @description Name of the application. */
      name?: string;
      /** @description Name shown to people. */
      displayName?: string;
      /** @description What the application is for. */
      description?: string;
      /** @description Words that find the application in the catalog. */
      searchTags?: string[];
      riskLevel?: components['schemas']['RiskLevel'];
      /** @description Who grants and removes access by hand (the performer), such as `Access Manager`. Applies only to `Disconnected` applications. */
      performer?: string;
      integrationLevel?: components['schemas']['IntegrationLevel'];
      /** @description Name of the workflow that approves requests for the application. */
      approvalWorkflow?: string;
      /** @description First approver, a user login or a group name (such as `clinical-approvers` for Epic EHR). */
      approver1?: string;
      /** @description Second approver. */
      approver2?: string;
      /** @description Third approver. */
      approver3?: string;
      /** @description Login of the business owner. */
      businessOwner?: string;
      /** @description Login of the IT owner. */
      ITOwner?: string;
      /** @description Address where users open the application. */
      applicationURL?: string;
      /** @description Whether users can request the application in the catalog. */
      isRequestable?: boolean;
      /** @description Whether the application is disabled. */
      disabled?: boolean;
      /** @description Whether the application is retired. */
      retired?: boolean;
      /** @description Whether the application is a trusted source of users (such as an HR system). */
      trustedReconciliation?: boolean;
      schedule?: components['schemas']['Schedule'];
      /** @description Whether accounts not used for `staleDays` are reported as stale. */
      staleCheckEnabled?: boolean;
      /** @description Days without use after which an account is stale, for example 5. */
      staleDays?: number;
      /** @description Identifier of the request form. */
      requestFormId?: string;
      /** @description Address of the application's logo. */
      logoURL?: string;
    };
    /** @description An application (target system) record. */
    TargetSystem: WithRequired<components['schemas']['TargetSystemFields'], 'name' | 'isRequestable' | 'disabled'> & {
      /**
       * @description Identifier of the application.
       * @example 64f1a2b3c4d5e6f7a8b9c0d2
       */
      _id?: components['schemas']['ObjectId'];
      /** @description The account attributes of the application. */
      form?: components['schemas']['FormAttribute'][];
      /** @description Whether access to the application is reviewed in certifications. */
      certifiable?: boolean;
      /** @description The stored connection credentials of a `Connected` application. Treat them as a secret, and keep them out of logs. */
      connectedCredentials?: Record<string, never>;
      /** @description Approver of requests for the application. */
      approver?: string;
      /** @description Status of the application, for example `Active`. */
      status: string;
      /** @description Category that groups applications in the catalog. */
      category?: string;
      /** @description Identifier of the catalog collection that holds the application. */
      collectionId?: string;
      /** @description Transformations applied to attributes during reconciliation. */
      transform?: Record<string, never>;
      /** @description Identifier of the account form. */
      formId?: string;
      /**
       * Format: date-time
       * @description When the application was last reconciled.
       */
      lastReconTImeStamp?: string;
      IDM: components['schemas']['IDM'];
    };
    /** @description A field of an entitlement's request form. */
    EntitlementFormField: {
      /** @description Name of the field. */
      name?: string;
      /** @description What the requester enters. */
      description?: string;
      /** @description Data type of the field, for example `string`. */
      dataType?: string;
      /** @description Whether the requester must fill the field. */
      required?: boolean;
      /** @description The values to choose from. */
      options?: string[];
    };
    /** @description An entitlement of an application being created. */
    EntitlementCreate: components['schemas']['EntitlementFields'] & {
      /** @description Kind of entitlement in the application, for example `Group` or `Permission Set`. */
      type?: string;
      /** @description The request form of the entitlement. */
      form?: components['schemas']['EntitlementFormField'][];
    };
    /** @description Entitlements to add, update or delete when an application changes. */
    EntitlementChanges: {
      /** @description Entitlements to add. */
      add?: components['schemas']['EntitlementCreate'][];
      /** @description Entitlements to update. */
      update?: components['schemas']['EntitlementCreate'][];
      /** @description Names of the entitlements to delete. */
      delete?: string[];
    };
    /** @description An application (target system) to create, as carried by an onboarding request. */
    TargetSystemCreate: components['schemas']['TargetSystemFields'] & {
      /** @description The account attributes of the application. */
      form: components['schemas']['FormAttributeCreate'][];
      /** @description The entitlements of the application. */
      entitlements: components['schemas']['EntitlementCreate'][];
      entitlementChanges?: components['schemas']['EntitlementChanges'];
      /** @description Address of the connector. `Connected` applications only. */
      connectorURL?: string;
      /** @description Credentials the connector uses. `Connected` applications only. */
      connectorCredentials?: Record<string, never>;
      /** @description Credentials for the connection to the application. `Connected` applications only. */
      connectionCredentials?: Record<string, never>;
      /** @description User name of the connector account. `Connected` applications only. */
      connectorUserName?: string;
      /** @description Password of the connector account. `Connected` applications only. Treat it as a secret, and keep it out of logs and source code. */
      connectorPassword?: string;
      /** @description How the connector authenticates. `Connected` applications only. */
      authenticationType?: string;
      /** @description When reconciliation runs. */
      reconciliationSchedule?: components['schemas']['Schedule'];
      /** @description The reconciliation schedule as chosen in the form. */
      reconSchedule?: string;
      /**
       * Format: date-time
       * @description When scheduled reconciliation stops.
       */
      reconScheduleEndDate?: string;
      /** @description Name of the request form. */
      requestFormName?: string;
      /** @description Identifier of the form that the approval workflow shows. */
      workflowRequestFormId?: string;
      /** @description Display name of the approval workflow. */
      approvalWorkflowDisplayName: string;
      /** @description Whether access to the application is reviewed in certifications. */
      isCertifiable?: boolean;
      /** @description Why the application is created. */
      reason?: string;
      IDM?: components['schemas']['IDM'];
    };
    /**
     * @description Name of the identity store (IDM) that holds the record.
     * @example northwind
     */
    IDM: string;
    /** @description The fields of an entitlement. */
    EntitlementFields: {
      /** @description Name of the entitlement in the application. */
      name?: string;
      /** @description Name shown to people. */
      displayName?: string;
      /** @description What the entitlement grants. */
      description?: string;
      /**
       * @description The `_id` of the application that holds the entitlement.
       * @example 64f1a2b3c4d5e6f7a8b9c0d2
       */
      targetSystemId?: components['schemas']['ObjectId'];
      riskLevel?: components['schemas']['RiskLevel'];
      /** @description Whether users can request the entitlement (also written `isRequestable`). */
      requestable?: boolean;
      /** @description Whether users can request the entitlement (also written `requestable`). */
      isRequestable?: boolean;
      /** @description Whether the entitlement is reviewed in certifications. */
      certifiable?: boolean;
      /** @description Name of the workflow that approves requests for the entitlement. */
      approvalWorkflow?: string;
      /** @description Who fulfills requests for the entitlement. */
      performer?: string;
      /** @description Approver of requests for the entitlement. */
      approver?: string;
      /** @description Logins of the entitlement's owners. */
      owners?: string[];
      /** @description Words that find the entitlement in the catalog. */
      searchTags?: string[];
      /** @description Status of the entitlement, for example `Active`. */
      status?: string;
      /** @description Whether the entitlement is disabled. */
      disabled?: boolean;
      /** @description Category that groups entitlements in the catalog. */
      category?: string;
      IDM?: components['schemas']['IDM'];
    };
    /** @description An entitlement (permission, group, privilege) in an application. */
    Entitlement: components['schemas']['EntitlementFields'] & {
      /**
       * @description Identifier of the entitlement, used as `entityId` in a cart.
       * @example 64f1a2b3c4d5e6f7a8b9c1b1
       */
      _id?: components['schemas']['ObjectId'];
      /** @description The request form of the entitlement. */
      form?: components['schemas']['EntitlementFormField'][];
    };
    /**
     * @description An entitlement in a role: the application's (target system's) name and the entitlement's name joined by a tilde, `TargetSystemName~EntitlementName`.
     * @example Salesforce~Sales Read Only
     */
    RoleEntitlement: string;
    /** @description An application in a role, with the role's entitlements in it. */
    RoleApplication: {
      /** @description Name of the application. */
      name?: string;
      /** @description The role's entitlements in the application. */
      entitlements?: components['schemas']['RoleEntitlement'][];
    };
    /** @description A role that grants entitlements of one or more applications. */
    Role: {
      /**
       * @description Identifier of the role.
       * @example 65a0b1c2d3e4f5a6b7c8d9e0
       */
      _id?: components['schemas']['ObjectId'];
      /** @description Name of the role. */
      name?: string;
      /** @description Name shown to people. */
      displayName?: string;
      /** @description What the role is for. */
      description?: string;
      /** @description The rule of the role, as text. Build the rule in the console and read it back with List roles; `ruleForm` holds the same rule as built in the form. */
      rule?: string;
      /** @description The same rule as built in the form. */
      ruleForm?: Record<string, never>;
      /** @description Login of the role owner. */
      roleOwnerLogin?: string;
      /** @description The applications in the role, with their entitlements. */
      applications?: components['schemas']['RoleApplication'][];
      /** @description The entitlements the role grants. */
      entitlements?: components['schemas']['RoleEntitlement'][];
      /** @description Name of the workflow that approves requests for the role. */
      approvalWorkflow?: string;
      /** @description Approver of requests for the role. */
      approver?: string;
      /** @description First approver. */
      approver1?: string;
      /** @description Second approver. */
      approver2?: string;
      /** @description Third approver. */
      approver3?: string;
      riskLevel?: components['schemas']['RoleRiskLevel'];
      /** @description Whether users can request the role. */
      isRequestable?: boolean;
      /** @description Whether the role is reviewed in certifications (also written `certifiable`). */
      isCertifiable?: boolean;
      /** @description Whether the role is reviewed in certifications (also written `isCertifiable`). */
      certifiable?: boolean;
      /** @description Whether the role is disabled. */
      disabled?: boolean;
      /** @description Whether the role is retired. */
      retired?: boolean;
      /** @description Words that find the role in the catalog, separated by commas. */
      searchTags?: string;
      /** @description Status of the role, for example `Active`. */
      status?: string;
      /** @description Category that groups roles in the catalog. */
      category?: string;
      /** @description Identifier of the catalog collection that holds the role. */
      collectionId?: string;
      IDM?: components['schemas']['IDM'];
    };
    /** @description A role to create, as carried by an onboarding request in `payload.role`. */
    RoleCreate: components['schemas']['Role'] & {
      /** @description Display name of the approval workflow. */
      approvalWorkflowDisplayName?: string;
      /** @description Who fulfills requests for the role. */
      performer?: string;
      /** @description Why the role is created. */
      reason?: string;
      /** @description Identifier of the form that the approval workflow shows. */
      workflowRequestFormId?: string;
    };
    /** @description A catalog item, depending on the collection searched. */
    CatalogSearchResult:
      | components['schemas']['User']
      | components['schemas']['Role']
      | components['schemas']['TargetSystem']
      | components['schemas']['Entitlement'];
    /** @description What a request asks for. */
    RequestPayload: {
      /**
       * @description The `_id` of the item requested.
       * @example 64f1a2b3c4d5e6f7a8b9c1b1
       */
      entityId?: components['schemas']['ObjectId'];
      /** @description The kind of item requested, for example `Entitlement`, `Role` or `TargetSystem`. */
      entityType?: string;
      /** @description Values of the item's request form. */
      form?: Record<string, never>;
      type?: components['schemas']['RequestType'];
    };
    /** @description One change in the life of a request. */
    RequestHistoryEntry: {
      /** @description What changed. */
      diff?: {
        /** @description The changed part of the payload. */
        payload?: Record<string, never>;
        type?: components['schemas']['RequestType'];
      };
      requester?: components['schemas']['Requester'];
      /** @description Status of the request after the change. */
      status?: string;
      /** @description The request as it was after the change. */
      snapshot?: Record<string, never>;
      /**
       * Format: date-time
       * @description When the change happened.
       */
      timeStamp?: string;
    };
    /** @description A request (service request) and its history. */
    UserRequest: {
      /**
       * @description Identifier of the record.
       * @example 69e5f6a7b8c9d0e1f2a3b4c5
       */
      _id?: components['schemas']['ObjectId'];
      IDM?: components['schemas']['IDM'];
      /** @description Version tag of the record. */
      _etag?: string;
      /** @description Collection that holds the record. */
      collection?: string;
      /**
       * Format: date-time
       * @description When the request was created.
       */
      createDate?: string;
      /** @description The request id people see, for example `REQ-10458`. */
      requestId?: string;
      /** @description Kind of request, for example `Catalog` for access requested from the catalog, or `Role` and `Application` for onboarding requests. */
      requestType?: string;
      /** @description The user the request records as asking for it. For a cart submitted with an integration user's token, read it in your tenant's answer (Submit a cart says how). */
      requester?: components['schemas']['Requester'];
      /** @description The user who receives the access. */
      beneficiary?: components['schemas']['Requester'];
      /** @description Why the access is needed. */
      justification?: string;
      /** @description Name of the workflow that handles the request. */
      workflowName?: string;
      /**
       * @description Status of the request. Values seen include `Draft`, `Waiting for Approval`,
       *     `Waiting for Manager Approval` and `Request Submitted`.
       */
      status?: string;
      /** @description Resolution of the request, for example `Initiated`. */
      resolution?: string;
      /** @description One-line summary of the request. */
      summary?: string;
      /** @description The correlation id of the request. To find the request a submitted cart created, compare it with the `correlationId` that Submit a cart answered; if no request carries that value, match `beneficiary.login`, `payload.entityId` and a `createDate` after the time of the submit. */
      correlationId?: string;
      payload?: components['schemas']['RequestPayload'];
      /** @description The changes to the request, each with its `timeStamp`; sort by it to read them in order. */
      history?: components['schemas']['RequestHistoryEntry'][];
    };
    /** @description The envelope of an onboarding request for a role or an application. */
    OnboardingRequestFields: {
      /**
       * @description What is created; chooses the payload schema.
       * @enum {string}
       */
      entityType: 'Application' | 'Role';
      IDM?: components['schemas']['IDM'];
      /** @description Why the role or application is needed. */
      justification: string;
      /** @description Kind of request, for example `Role` or `Application`. */
      requestType?: string;
      /** @description One-line summary of the request. */
      summary?: string;
      /** @description Status of the request, for example `Draft`. */
      status?: string;
      /**
       * Format: date-time
       * @description When the request was created.
       */
      createDate?: string;
      requester: components['schemas']['Requester'];
      type: components['schemas']['RequestType'];
      /** @description Collection that receives the new record, for example `Role`. */
      collection?: string;
      /** @description Resolution of the request, for example `Initiated`. */
      resolution?: string;
    };
    /** @description An onboarding request for a new role. */
    RoleOnboardingRequest: components['schemas']['OnboardingRequestFields'] & {
      /**
       * @description A role is created.
       * @constant
       */
      entityType?: 'Role';
      /** @description Holds the role. */
      payload?: {
        role: components['schemas']['RoleCreate'];
      };
    } & {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      entityType: 'Role';
    };
    /** @description An onboarding request for a new application (target system). */
    ApplicationOnboardingRequest: components['schemas']['OnboardingRequestFields'] & {
      /**
       * @description An application is created.
       * @constant
       */
      entityType?: 'Application';
      payload?: components['schemas']['TargetSystemCreate'];
    } & {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      entityType: 'Application';
    };
    /** @description An onboarding request; `entityType` chooses between a role and an application. */
    OnboardingRequest:
      components['schemas']['RoleOnboardingRequest'] | components['schemas']['ApplicationOnboardingRequest'];
    /** @description The user who owns a cart. */
    CartRequester: {
      /** @description Login of the requester. */
      login: string;
      /** @description Employee number of the requester. */
      employeeNumber?: string;
      /** @description Display name of the requester. */
      displayName?: string;
    };
    /** @description A user who receives a cart item. */
    Beneficiary: {
      /** @description Login of the beneficiary. */
      login?: string;
      /** @description Employee number of the beneficiary. */
      employeeNumber?: string;
      /** @description Display name of the beneficiary. */
      displayName?: string;
      /** @description Name of the beneficiary's account in the application. */
      accountName?: string;
      /** @description Values of the item's request form for this beneficiary. */
      form?: Record<string, never>;
      type?: components['schemas']['RequestType'];
    };
    /** @description An item in a cart, with the users who receive it. */
    CartItem: {
      /**
       * @description The `_id` of the item requested.
       * @example 64f1a2b3c4d5e6f7a8b9c1b1
       */
      entityId: components['schemas']['ObjectId'];
      /** @description The kind of item, for example `Entitlement`, `Role` or `TargetSystem`. */
      entityType: string;
      /** @description Display name of the item. */
      entityDisplayName?: string;
      /** @description The users who receive the item. */
      beneficiaries?: components['schemas']['Beneficiary'][];
    };
    /** @description A cart of requested access (UserCart, also sent to submit). */
    UserCart: {
      /** @description Name of the cart. */
      name?: string;
      /** @description Login of the cart's owner. */
      owner?: string;
      requester: components['schemas']['CartRequester'];
      /** @description The items requested. At least one. */
      cartItems: components['schemas']['CartItem'][];
      /** @description Whether the cart is archived. */
      archive?: boolean;
      /** @description Why the access is needed. */
      justification?: string;
      /** @description Token tied to the cart. */
      accessToken?: string;
      /**
       * Format: date-time
       * @description When the cart last changed.
       */
      modifiedOn?: string;
      /** @description Collection that holds the cart. */
      collection?: string;
      /** @description Version tag of the record. */
      _etag?: string;
    };
    /** @description The cart sent to submit; it has the same shape as a saved cart (UserCart). */
    SubmitCart: components['schemas']['UserCart'];
    /** @description A list (cart) that one user shares with others, with the fields of a cart. Your tenant's answer shows which of them a list carries: read each field there before your code relies on it. */
    SharedList: {
      /** @description Name of the list. */
      name?: string;
      /** @description Login of the list's owner. */
      owner?: string;
      /** @description The user who made the list. */
      requester?: {
        /** @description Login of the user. */
        login?: string;
        /** @description Employee number of the user. */
        employeeNumber?: string;
        /** @description Display name of the user. */
        displayName?: string;
      };
      /** @description The items of the list. */
      cartItems?: {
        /**
         * @description The `_id` of the item, the `entityId` of a cart item.
         * @example 64f1a2b3c4d5e6f7a8b9c1b1
         */
        entityId?: components['schemas']['ObjectId'];
        /** @description The kind of item, for example `Entitlement`. */
        entityType?: string;
        /** @description Display name of the item. */
        entityDisplayName?: string;
        /** @description The users who would receive the item. */
        beneficiaries?: components['schemas']['Beneficiary'][];
      }[];
      /** @description Whether the list is archived. */
      archive?: boolean;
      /** @description Why the access is needed. */
      justification?: string;
      /**
       * Format: date-time
       * @description When the list last changed.
       */
      modifiedOn?: string;
      /** @description Collection that holds the list. */
      collection?: string;
      /** @description Version tag of the record. */
      _etag?: string;
    };
    /** @description The answer to saving or submitting a cart. */
    CartResult: {
      /** @description The correlation id. Look for the same value in the `correlationId` of the requests that List requests returns; if none carries it, match `beneficiary.login`, `payload.entityId` and a `createDate` after the time of the submit. */
      correlationId: string;
      /** @description Outcome of the call. */
      result: string;
    };
    /** @description The JSON object in the `filter` query parameter of List tasks. */
    TaskFilter: {
      status?: components['schemas']['TaskState'];
      /** @description Login of the assignee. */
      userLogin?: string;
    };
    /** @description The JSON object in the `filter` query parameter of List shared lists, with `sharedBy` or `sharedWith`. */
    SharedListFilter: {
      /** @description Login of the user who shared the lists. */
      sharedBy?: string;
      /** @description Login of the user the lists are shared with. */
      sharedWith?: string;
    };
    /** @description An action the assignee can take on a task now. */
    PossibleAction: {
      /**
       * @description The action; one of the task actions, or `release` for a claimed task.
       * @enum {string}
       */
      action?: 'Claim' | 'Approve' | 'Reject' | 'Escalate' | 'Re-Assign' | 'release';
      /** @description Label shown for the action. */
      displayName?: string;
    };
    /** @description A comment on a task, with its author and time. */
    TaskComment: {
      /** @description Text of the comment. */
      comment?: string;
      /** @description Identifier of the attached file. */
      attachmentId?: string;
      /**
       * Format: date-time
       * @description When the comment was added.
       */
      timestamp?: string;
      /** @description Login of the user who commented. */
      userLogin?: string;
    };
    /** @description One change in the life of a task. */
    TaskHistoryEntry: {
      /**
       * Format: date-time
       * @description When the change happened.
       */
      timestamp?: string;
      /** @description Login of the user (or `system`) who made the change. */
      perpetrator?: string;
      /** @description The task as it was after the change. */
      snapshot?: Record<string, never>;
      /** @description What changed. */
      delta?: Record<string, never>;
    };
    /** @description A task (work item) assigned to a user or a group. */
    UserTask: {
      /**
       * @description Identifier of the task, used to act on it.
       * @example 66b2c3d4e5f6a7b8c9d0e1f2
       */
      _id?: components['schemas']['ObjectId'];
      /** @description Login of the user or of the group the task is assigned to, such as `access-managers`. */
      assignee?: string;
      /**
       * @description Whether the assignee is a user or a group.
       * @enum {string}
       */
      assigneeType?: 'user' | 'group';
      /** @description Name of the workflow step that created the task. */
      name?: string;
      /** @description Title of the task. */
      title?: string;
      /** @description One-line summary. */
      summary?: string;
      /** @description What the assignee is asked to do. */
      description?: string;
      type?: components['schemas']['TaskType'];
      /** @description State of the task (also written `state`). */
      status?: components['schemas']['TaskState'];
      /** @description State of the task (also written `status`). */
      state?: components['schemas']['TaskState'];
      /** @description The expiry of the task in days, from the expiry setting of the workflow node that created it, such as 15 on Maria Lopez's approval task of REQ-10458. `expiryDate` is when the task expires; no action is allowed after expiry. */
      expiry?: number;
      /**
       * Format: date-time
       * @description When the task expires.
       */
      expiryDate?: string;
      /**
       * Format: date-time
       * @description When the task last changed.
       */
      updateDate?: string;
      /**
       * Format: date-time
       * @description When the task was created.
       */
      createDate?: string;
      /** @description The actions the assignee can take now. */
      possibleActions?: components['schemas']['PossibleAction'][];
      /** @description What the task is about, such as the item and the beneficiary. */
      payload?: Record<string, never>;
      /** @description Values of the task's form. */
      form?: Record<string, never>;
      /** @description The request id of the request behind the task, for example `REQ-10458`. */
      requestId?: string;
      /**
       * @description The `_id` of the request behind the task.
       * @example 69e5f6a7b8c9d0e1f2a3b4c5
       */
      requestObjectId?: components['schemas']['ObjectId'];
      /** @description The action that completed the task. */
      outcome?: string;
      /** @description Who receives the task when it is escalated. */
      escalationAssignee?: string;
      /** @description Login of the user who last changed the task. */
      updatedBy?: string;
      /** @description Comments on the task. */
      comments?: components['schemas']['TaskComment'][];
      /** @description Changes to the task, each with its `timestamp`; sort by it to read them in order. */
      history?: components['schemas']['TaskHistoryEntry'][];
    };
    /** @description The body of a task action. */
    TaskActionRequest: {
      /** @description Login of the user who acts: your own, the user of the token you send. The task records it in `updatedBy` and in the `perpetrator` of the new `history` entry. */
      userLogin?: string;
      /** @description Comment recorded with the action. */
      comment?: string;
    };
    /** @description The `properties` part of a task comment. */
    TaskCommentProperties: {
      /**
       * @description The `_id` of the task.
       * @example 66b2c3d4e5f6a7b8c9d0e1f2
       */
      taskId: components['schemas']['ObjectId'];
      /** @description Login of the user who comments: your own, the user of the token you send. The comment shows under it in the task's `comments`. */
      userLogin: string;
      /** @description Text of the comment. */
      message?: string;
      /** @description File name of the attachment. */
      fileName?: string;
    };
    /** @description The multipart form that comments on a task. */
    TaskCommentForm: {
      /**
       * Format: binary
       * @description The file to attach, such as a PDF; name it in `properties.fileName`.
       */
      attachment?: string;
      properties: components['schemas']['TaskCommentProperties'];
    };
    /** @description The body that starts a reconciliation or provisioning batch. */
    SyncRequest: {
      /** @description Optional text sent as the batch's condition. Send it only with a value you have seen select the records you mean on your tenant, and read which records the batch processed in its events (List reconciliation events). Without it, treat the batch as covering the whole application. */
      condition?: string;
      operation?: components['schemas']['SyncOperation'];
      entityType?: components['schemas']['SyncEntityType'];
    };
    /** @description A reconciliation or provisioning batch. */
    ReconciliationBatch: {
      /**
       * @description Identifier of the batch, used to list its events.
       * @example 67c3d4e5f6a7b8c9d0e1f2a3
       */
      _id?: components['schemas']['ObjectId'];
      /**
       * @description The `_id` of the application.
       * @example 64f1a2b3c4d5e6f7a8b9c0d1
       */
      targetSystemId?: components['schemas']['ObjectId'];
      /** @description Status of the batch, for example `Initiated`. */
      status?: string;
      /**
       * Format: date-time
       * @description When the batch started.
       */
      startDate?: string;
      /** @description Whether the batch only reports what it would change. */
      dryRun?: boolean;
      resourceType?: components['schemas']['SyncEntityType'];
    };
    /** @description What reconciliation did with one record it read. */
    ReconciliationEvent: {
      /** @description Outcome for the record, for example `EXISTING_USER_ACCOUNT_RECONCILED_NO_CHANGE`. */
      status?: string;
      /** @description Position of the record in the batch. */
      rowNumber?: number;
      /** @description Kind of event. */
      eventType?: string;
      resourceType?: components['schemas']['SyncEntityType'];
      /** @description Display name of the account or entitlement. */
      resourceDisplayName?: string;
      /** @description The record as read from the application. */
      resourceFromTargetSystem?: Record<string, never>;
      /** @description Number of entitlements on the account. */
      numberOfEntitlements?: number;
    };
    /** @description Attribute values of an account. */
    AccountForm: {
      /** @description Email address on the account. */
      Email?: string;
      /** @description First name on the account. */
      'First Name'?: string;
      /** @description Last name on the account. */
      'Last Name'?: string;
      /** @description Phone number on the account. */
      'Phone Number'?: string;
      /** @description Login of the account in the application. */
      'User Login'?: string;
    };
    /** @description An entitlement held by an account. */
    AccountEntitlement: {
      /**
       * @description The `_id` of the entitlement.
       * @example 64f1a2b3c4d5e6f7a8b9c1b1
       */
      entitlementId?: components['schemas']['ObjectId'];
      /** @description Name of the entitlement. */
      entitlementName?: string;
      /** @description Roles that grant the entitlement. */
      associatedRoles?: string[];
      /** @description How the entitlement was granted, for example `Request` or `Role`. */
      provisionMechanism?: string;
      /**
       * Format: date-time
       * @description When the entitlement was granted.
       */
      provisionedDate?: string;
      /** @description Status of the entitlement, for example `Provisioned`. */
      status?: string;
    };
    /** @description An account of a user in an application (AccountSchema). */
    UserAccount: {
      /**
       * @description Identifier of the account.
       * @example 6b16d7e8f9a0b1c2d3e4f5a7
       */
      _id?: components['schemas']['ObjectId'];
      IDM?: components['schemas']['IDM'];
      /** @description Login of the account. */
      login?: string;
      /**
       * @description The `_id` of the user who owns the account.
       * @example 63e0a1b2c3d4e5f6a7b8c9d0
       */
      userId?: components['schemas']['ObjectId'];
      /** @description Status of the account, for example `Provisioned`. */
      status?: string;
      /**
       * @description The `_id` of the application.
       * @example 64f1a2b3c4d5e6f7a8b9c0d2
       */
      targetSystemId?: components['schemas']['ObjectId'];
      /** @description Name of the application. */
      targetSystemName?: string;
      /** @description How the account was created, for example `Request` or `Role`. */
      provisionMechanism?: string;
      /**
       * Format: date-time
       * @description When the account was created.
       */
      provisionedDate?: string;
      /** @description Address of the application's logo. */
      logoURL?: string;
      /** @description Roles that grant the account. */
      associatedRoles?: string[];
      form?: components['schemas']['AccountForm'];
      /** @description Entitlements held by the account. */
      entitlements?: components['schemas']['AccountEntitlement'][];
    };
  };
  responses: {
    /** @description The mock server's answer to a call without a bearer token. Your tenant refuses a call whose token is missing or not valid. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description Done. The answer is `true`. */
    True: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': true;
      };
    };
  };
  parameters: {
    /**
     * @description The page size of the list, a free numeric value.
     * @example 50
     */
    PageSize: number;
    /**
     * @description The operation to apply: `Enable`, `Disable` or `Retire`.
     * @example Disable
     */
    LifecycleOperation: components['schemas']['LifecycleOperation'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listCertificationDefinitions: {
    parameters: {
      query?: {
        /**
         * @description Only return definitions in this status: `Active`, or `Draft` (not active yet).
         * @example Active
         */
        status?: components['schemas']['CertificationStatus'];
        /**
         * @description The page size of the list, a free numeric value.
         * @example 50
         */
        pagesize?: components['parameters']['PageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The certification definitions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CertificationDefinition'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createCertificationDefinition: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CertificationDefinitionCreate'];
      };
    };
    responses: {
      200: components['responses']['True'];
      401: components['responses']['Unauthorized'];
    };
  };
  runCertification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `_id` of the certification definition.
         * @example 68d4e5f6a7b8c9d0e1f2a3b4
         */
        id: components['schemas']['ObjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CertificationRunRequest'];
      };
    };
    responses: {
      200: components['responses']['True'];
      401: components['responses']['Unauthorized'];
    };
  };
  searchCatalog: {
    parameters: {
      query?: {
        /** @description The words to search for, such as the name of an entitlement. */
        keyword?: string;
        /**
         * @description A relevance filter, for example `recentlyAdded`. Send another value only once you have seen it work on your tenant, and check the results it returns.
         * @example recentlyAdded
         */
        relevanceFilter?: string;
        /** @description The collection to search: `Entitlement`, `Roles`, `Users`, `TargetSystem` (applications) or `ServiceRequest` (service requests). */
        collection?: components['schemas']['CatalogCollection'];
        /**
         * @description Only return items that carry this search tag.
         * @example finance
         */
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matching catalog items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogSearchResult'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getUserRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `_id` of the request, from List requests (the request's `_id`) or from a task of the request (its `requestObjectId`).
         * @example 69e5f6a7b8c9d0e1f2a3b4c5
         */
        id: components['schemas']['ObjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listUserRequests: {
    parameters: {
      query?: {
        /**
         * @description Only return requests of this request type (`payload.type`): `create`, `modify` or `revoke`.
         * @example create
         */
        filter?: components['schemas']['RequestType'];
        /**
         * @description The page size of the list, a free numeric value.
         * @example 50
         */
        pagesize?: components['parameters']['PageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createOnboardingRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OnboardingRequest'];
      };
    };
    responses: {
      /** @description The created request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  saveCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserCart'];
      };
    };
    responses: {
      /** @description The cart is saved. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CartResult'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  submitCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitCart'];
      };
    };
    responses: {
      /** @description The cart is submitted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CartResult'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listTasks: {
    parameters: {
      query?: {
        /**
         * @description A JSON object as a string, with `status` (task state) and `userLogin` (assignee).
         * @example {"status":"Assigned","userLogin":"maria.lopez"}
         */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tasks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserTask'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  actOnTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The `_id` of the task. */
        id: components['schemas']['ObjectId'];
        /** @description The action to take: `Claim`, `Approve`, `Reject`, `Escalate` or `Re-Assign`. */
        action: components['schemas']['TaskAction'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaskActionRequest'];
      };
    };
    responses: {
      /** @description The task after the action. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserTask'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  addTaskComment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TaskCommentForm'];
      };
    };
    responses: {
      /** @description The comment is added. Read it in the task's `comments` with List tasks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listUserAccounts: {
    parameters: {
      query?: {
        /**
         * @description The `_id` of the user who owns the accounts.
         * @example 63e0a1b2c3d4e5f6a7b8c9d0
         */
        userid?: components['schemas']['ObjectId'];
        /**
         * @description The account login.
         * @example jane.doe
         */
        login?: string;
        /**
         * @description Only return accounts in this status, for example `Provisioned`.
         * @example Provisioned
         */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccount'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listRoles: {
    parameters: {
      query?: {
        /**
         * @description Only return roles with this display name.
         * @example Finance Analyst
         */
        displayName?: string;
        /**
         * @description The page size of the list, a free numeric value.
         * @example 50
         */
        pagesize?: components['parameters']['PageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The roles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Role'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  changeRoleStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `_id` of the role.
         * @example 65a0b1c2d3e4f5a6b7c8d9e0
         */
        id: components['schemas']['ObjectId'];
        /**
         * @description The operation to apply: `Enable`, `Disable` or `Retire`.
         * @example Disable
         */
        operation: components['parameters']['LifecycleOperation'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The operation is done: read the status `200`, then the record with the list operation.
       *
       *     Example of a success: `GET /api/core/role/65a0b1c2d3e4f5a6b7c8d9e0/Disable` answers
       *     `200 OK`, and List roles, `GET /api/dataservices/Role?displayName=Finance Analyst`, then
       *     shows the Finance Analyst role with `disabled` set to `true`.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listTargetSystems: {
    parameters: {
      query?: {
        /**
         * @description Only return applications with this display name.
         * @example Salesforce
         */
        displayName?: string;
        /**
         * @description The page size of the list, a free numeric value.
         * @example 50
         */
        pagesize?: components['parameters']['PageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applications. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TargetSystem'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  syncTargetSystem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `_id` of the application (target system).
         * @example 64f1a2b3c4d5e6f7a8b9c0d1
         */
        id: components['schemas']['ObjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SyncRequest'];
      };
    };
    responses: {
      /** @description The batch is started. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationBatch'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listReconciliationEvents: {
    parameters: {
      query?: {
        /**
         * @description The `_id` of the reconciliation batch.
         * @example 67c3d4e5f6a7b8c9d0e1f2a3
         */
        ReconciliationBatchId?: components['schemas']['ObjectId'];
        /**
         * @description Only return events for this kind of resource.
         * @example Account
         */
        resourceType?: components['schemas']['SyncEntityType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The events of the batch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationEvent'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  changeTargetSystemStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `_id` of the application (target system).
         * @example 64f1a2b3c4d5e6f7a8b9c0d2
         */
        id: components['schemas']['ObjectId'];
        /**
         * @description The operation to apply: `Enable`, `Disable` or `Retire`.
         * @example Disable
         */
        operation: components['parameters']['LifecycleOperation'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The operation is done: read the status `200`, then the record with the list operation.
       *
       *     Example of a success: `GET /api/core/target-system/64f1a2b3c4d5e6f7a8b9c0d2/Disable` answers
       *     `200 OK`, and List applications, `GET /api/dataservices/TargetSystem?displayName=Salesforce`,
       *     then shows Salesforce with `disabled` set to `true`.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listSharedLists: {
    parameters: {
      query?: {
        /**
         * @description A JSON object as a string, with `sharedBy` or `sharedWith` (a user login).
         * @example {"sharedWith":"jane.doe"}
         */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shared lists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedList'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
