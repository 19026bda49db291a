/**
 * Request access through the Tessera API, end to end:
 * catalog search → cart → submit → the approver lists her open tasks and approves →
 * the beneficiary's account. Jane Doe asks for Report Viewer in Salesforce; her
 * manager Maria Lopez approves. Salesforce is Disconnected: on a tenant, the
 * entitlement is Provisioned only once its performer, Access Manager (the
 * `access-managers` group), completes the FulfillmentTask, so the last step waits
 * for that (TESSERA_WAIT_SECONDS, default 0: check once).
 *
 * Run it against the mock server (`npm run mock`) or your tenant:
 *   TESSERA_BASE_URL=https://northwind.tessera.example \
 *   TESSERA_TOKEN=<Jane's JWT> TESSERA_APPROVER_TOKEN=<Maria's JWT> \
 *   TESSERA_WAIT_SECONDS=3600 npx tsx examples/request-access/request-access.ts
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../openapi/generated/tessera';

type Schemas = components['schemas'];

export interface Settings {
  baseUrl: string;
  /** The requester's token (Jane Doe). */
  token: string;
  /** The approver's token (Maria Lopez). */
  approverToken: string;
  /** How long to wait for the performer's fulfillment before giving up; 0 checks once. */
  waitSeconds?: number;
  /** Seconds between two checks of the account while waiting. */
  pollSeconds?: number;
  log?: (line: string) => void;
}

export interface Outcome {
  requestId: string;
  taskId: string;
  account: Schemas['UserAccount'];
}

const requester = { login: 'jane.doe', employeeNumber: '100234', displayName: 'Jane Doe' };
const approverLogin = 'maria.lopez';
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

export async function requestAccess({
  baseUrl,
  token,
  approverToken,
  waitSeconds = 0,
  pollSeconds = 60,
  log = console.log,
}: Settings): Promise<Outcome> {
  const jane = client(baseUrl, token);
  const maria = client(baseUrl, approverToken);

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

  // 3. Submit the cart: this creates the request.
  const submitted = await jane.POST('/api/core/cart/submit', { body: cart });
  const { correlationId } = must(submitted.data, 'submitCart', submitted.response);
  log(`3. Cart submitted, correlation id ${correlationId}`);

  // The filter selects the request type; the correlation id picks this request among them.
  const requests = await jane.GET('/api/dataservices/UserRequest', {
    params: { query: { filter: 'create', pagesize: 50 } },
  });
  const request = must(requests.data, 'listUserRequests', requests.response).find(
    (item) => item.correlationId === correlationId,
  );
  if (!request?.requestId) throw new Error(`no request carries correlation id ${correlationId}`);
  log(`   Request ${request.requestId}: ${request.status ?? 'no status'}`);

  // 4. Maria lists her open tasks, Assigned and then Claimed, and approves the one for this request.
  let task: Schemas['UserTask'] | undefined;
  for (const status of openStates) {
    const filter = JSON.stringify({ status, userLogin: approverLogin });
    const tasks = await maria.GET('/api/core/tasks', { params: { query: { filter } } });
    task = must(tasks.data, 'listTasks', tasks.response).find((item) => item.requestId === request.requestId);
    if (task) break;
  }
  if (!task?._id) throw new Error(`no open task of ${approverLogin} for ${request.requestId}`);
  log(`4. Task ${task._id} (${task.type ?? 'task'}, ${task.state ?? task.status ?? 'no state'}) for ${approverLogin}`);

  const approved = await maria.POST('/api/core/task/{id}/{action}', {
    params: { path: { id: task._id, action: 'Approve' } },
    body: { userLogin: approverLogin, comment: 'Approved for quarter-end reporting.' },
  });
  const done = must(approved.data, 'actOnTask', approved.response);
  if (done.state !== 'Completed') throw new Error(`task is ${done.state ?? 'in no state'} after Approve`);
  log(`   Approved: task ${done.state}, outcome ${done.outcome ?? 'none'}`);

  // 5. Jane's Salesforce account holds Report Viewer once the performer has fulfilled the request.
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
      return { requestId: request.requestId, taskId: task._id, account };
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `${requester.login} has no provisioned ${entitlementName} in ${application} yet: ` +
          `${application} is Disconnected, so the request waits for its performer's FulfillmentTask; ` +
          `follow ${request.requestId} in its history (getUserRequest)`,
      );
    }
    log(`   Waiting for the performer to fulfill ${request.requestId}`);
    await new Promise((resolve) => setTimeout(resolve, pollSeconds * 1000));
  }
}

if (require.main === module) {
  const tenant = process.env.TESSERA_BASE_URL;
  const token = process.env.TESSERA_TOKEN;
  const approverToken = process.env.TESSERA_APPROVER_TOKEN;
  // On a tenant, the approver acts with her own token, never with the requester's.
  if (tenant && (!token || !approverToken || token === approverToken)) {
    console.error(
      "Set TESSERA_TOKEN to the requester's token and TESSERA_APPROVER_TOKEN to the approver's: two different tokens",
    );
    process.exit(1);
  }
  requestAccess({
    baseUrl: tenant ?? 'http://127.0.0.1:4010',
    token: token ?? 'mock-requester',
    approverToken: approverToken ?? 'mock-approver',
    waitSeconds: Number(process.env.TESSERA_WAIT_SECONDS ?? '0'),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
