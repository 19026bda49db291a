/**
 * Request access through the Tessera API, in three parts, each run by the person it belongs to with
 * their own token: nobody holds another person's token, and the approver approves as herself.
 *
 *   request          Jane Doe (through the finance portal) finds Report Viewer in Salesforce, saves and
 *                    submits her cart, and prints the request id.
 *   approve-task <REQ>  Maria Lopez, Jane's manager, lists her open tasks and approves the one for <REQ>.
 *   check <REQ>      Jane Doe reads her Salesforce account. Salesforce is Disconnected: on a tenant,
 *                    the entitlement is Provisioned only once its performer, Access Manager (the
 *                    `access-managers` group), completes the FulfillmentTask; TESSERA_WAIT_SECONDS
 *                    (default 0: check once) says how long to wait for it.
 *
 * Each part reads TESSERA_TOKEN, the token of the person who runs it, and TESSERA_BASE_URL (default: the
 * mock server of `npm run mock`, which accepts any token). `approve-task` also reads TESSERA_LOGIN, the
 * approver's own login:
 *   TESSERA_TOKEN=mock-jane npx tsx examples/request-access/request-access.ts request
 *   TESSERA_TOKEN=mock-maria TESSERA_LOGIN=maria.lopez npx tsx examples/request-access/request-access.ts approve-task REQ-10458
 *   TESSERA_TOKEN=mock-jane npx tsx examples/request-access/request-access.ts check REQ-10458
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../openapi/generated/tessera';

type Schemas = components['schemas'];

export interface Connection {
  baseUrl: string;
  /** The token of the person who runs this part, and of nobody else. */
  token: string;
  log?: (line: string) => void;
}

const requester = { login: 'jane.doe', employeeNumber: '100234', displayName: 'Jane Doe' };
const application = 'Salesforce';
const entitlementName = 'Report Viewer';

function client(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
}

/** Open tasks are in state Assigned or Claimed; the task filter takes one state at a time. */
const openStates = ['Assigned', 'Claimed'] as const;

/** Fails with the call and its HTTP status when a call does not answer as documented. */
function must<T>(data: T | undefined, call: string, response: Response): T {
  if (data === undefined) throw new Error(`${call} failed: HTTP ${response.status}`);
  return data;
}

/** Jane's part: find the entitlement, save and submit her cart, and find the request it created. */
export async function submitRequest({ baseUrl, token, log = console.log }: Connection): Promise<string> {
  const jane = client(baseUrl, token);

  // 1. Find the application, then its entitlement in the catalog.
  const applications = await jane.GET('/api/dataservices/TargetSystem', {
    params: { query: { displayName: application } },
  });
  const salesforce = must(applications.data, 'listTargetSystems', applications.response).find(
    (item) => item.name === application,
  );
  if (!salesforce?._id) throw new Error(`${application} is not an application of this tenant`);

  const search = await jane.GET('/api/esearch/catalog', {
    params: { query: { keyword: entitlementName, collection: 'Entitlement' } },
  });
  const results = must(search.data, 'searchCatalog', search.response);
  const entitlement = results.find(
    (item): item is Schemas['Entitlement'] =>
      'targetSystemId' in item && item.targetSystemId === salesforce._id && item.displayName === entitlementName,
  );
  if (!entitlement?._id) throw new Error(`${entitlementName} of ${application} is not in the catalog`);
  log(`1. Found ${entitlementName} (${entitlement._id}) in ${application} (${salesforce._id})`);

  // 2. Put it in Jane's cart, for herself.
  const cart: Schemas['UserCart'] = {
    name: 'Quarter-end reporting',
    owner: requester.login,
    requester,
    cartItems: [
      {
        entityId: entitlement._id,
        entityType: 'Entitlement',
        entityDisplayName: entitlementName,
        beneficiaries: [{ ...requester, accountName: requester.login, form: {}, type: 'create' }],
      },
    ],
    archive: false,
    justification: 'Quarter-end revenue reporting',
  };
  const saved = await jane.POST('/api/core/cart', { body: cart });
  log(
    `2. Cart saved (HTTP ${saved.response.status}), correlation id ${must(saved.data, 'saveCart', saved.response).correlationId}`,
  );

  // 3. Submit the cart: this creates the request. Submitting again would create a second request.
  const submitted = await jane.POST('/api/core/cart/submit', { body: cart });
  const { correlationId } = must(submitted.data, 'submitCart', submitted.response);
  log(`3. Cart submitted, correlation id ${correlationId}`);

  // The filter selects the request type; the correlation id picks this request among them. No operation
  // takes a page number: a full page may have left the request out, so say so rather than "not found".
  const pageSize = 50;
  const requests = await jane.GET('/api/dataservices/UserRequest', {
    params: { query: { filter: 'create', pagesize: pageSize } },
  });
  const listed = must(requests.data, 'listUserRequests', requests.response);
  const request = listed.find((item) => item.correlationId === correlationId);
  if (!request?.requestId) {
    const full = listed.length >= pageSize ? `; the answer holds a full page of ${pageSize}: raise pagesize` : '';
    throw new Error(`no request carries correlation id ${correlationId}${full}`);
  }
  log(`   Request ${request.requestId}: ${request.status ?? 'no status'}`);
  return request.requestId;
}

/** Maria's part, with her own token: find her open task for the request and approve it. */
export async function approveRequest({
  baseUrl,
  token,
  approverLogin,
  requestId,
  log = console.log,
}: Connection & { approverLogin: string; requestId: string }): Promise<Schemas['UserTask']> {
  const approver = client(baseUrl, token);

  // 4. List her open tasks, Assigned and then Claimed, and keep the one for this request.
  let task: Schemas['UserTask'] | undefined;
  for (const status of openStates) {
    const filter = JSON.stringify({ status, userLogin: approverLogin });
    const tasks = await approver.GET('/api/core/tasks', { params: { query: { filter } } });
    task = must(tasks.data, 'listTasks', tasks.response).find((item) => item.requestId === requestId);
    if (task) break;
  }
  if (!task?._id) throw new Error(`no open task of ${approverLogin} for ${requestId}`);
  log(`4. Task ${task._id} (${task.type ?? 'task'}, ${task.state ?? task.status ?? 'no state'}) for ${approverLogin}`);

  // Nobody decides on their own access: the beneficiary re-assigns such a task instead.
  // `payload` has no schema of its own; the tasks of a request name its beneficiary in it.
  const payload: Record<string, unknown> = task.payload ?? {};
  if (payload.beneficiary === approverLogin) {
    throw new Error(`${approverLogin} is the beneficiary of ${requestId}: re-assign the task, do not approve it`);
  }

  const approved = await approver.POST('/api/core/task/{id}/{action}', {
    params: { path: { id: task._id, action: 'Approve' } },
    body: { userLogin: approverLogin, comment: 'Approved for quarter-end reporting.' },
  });
  const done = must(approved.data, 'actOnTask', approved.response);
  if (done.state !== 'Completed') throw new Error(`task is ${done.state ?? 'in no state'} after Approve`);
  log(`   Approved: task ${done.state}, outcome ${done.outcome ?? 'none'}`);
  return done;
}

/** Jane's part again: her Salesforce account holds Report Viewer once the performer has fulfilled the request. */
export async function checkAccess({
  baseUrl,
  token,
  requestId,
  waitSeconds = 0,
  pollSeconds = 60,
  log = console.log,
}: Connection & { requestId: string; waitSeconds?: number; pollSeconds?: number }): Promise<Schemas['UserAccount']> {
  const jane = client(baseUrl, token);
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const accounts = await jane.GET('/api/dataservices/UserAccount', {
      params: { query: { login: requester.login } },
    });
    const account = must(accounts.data, 'listUserAccounts', accounts.response).find(
      (item) => item.targetSystemName === application,
    );
    const granted = account?.entitlements?.find((item) => item.entitlementName === entitlementName);
    if (account && granted?.status === 'Provisioned') {
      log(`5. ${requester.login} holds ${entitlementName} in ${application}: ${granted.status}`);
      return account;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `${requester.login} has no provisioned ${entitlementName} in ${application} yet: ` +
          `${application} is Disconnected, so the request waits for its performer's FulfillmentTask; ` +
          `follow ${requestId} in its history (getUserRequest)`,
      );
    }
    log(`   Waiting for the performer to fulfill ${requestId}`);
    await new Promise((resolve) => setTimeout(resolve, pollSeconds * 1000));
  }
}

const usage =
  'Usage: TESSERA_TOKEN=<your token> request-access.ts request | approve-task <request id> | check <request id>\n' +
  '(approve-task also needs TESSERA_LOGIN, your own login)';

async function main(argv: readonly string[]): Promise<void> {
  const [part, requestId] = argv;
  const token = process.env.TESSERA_TOKEN;
  if (!token) throw new Error(`Set TESSERA_TOKEN to your own token (any value on the mock server).\n${usage}`);
  const connection = { baseUrl: process.env.TESSERA_BASE_URL ?? 'http://127.0.0.1:4010', token };
  if (part === 'request') {
    console.log(`Request ${await submitRequest(connection)} submitted`);
  } else if (part === 'approve-task' && requestId) {
    const approverLogin = process.env.TESSERA_LOGIN;
    if (!approverLogin) throw new Error('Set TESSERA_LOGIN to your own login: the approver acts as herself');
    await approveRequest({ ...connection, approverLogin, requestId });
  } else if (part === 'check' && requestId) {
    await checkAccess({ ...connection, requestId, waitSeconds: Number(process.env.TESSERA_WAIT_SECONDS ?? '0') });
  } else {
    throw new Error(usage);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
