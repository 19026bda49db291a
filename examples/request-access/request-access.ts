/**
 * Request access through the Tessera API, end to end:
 * catalog search → cart → submit → the approver lists tasks and approves → the
 * beneficiary's account. Jane Doe asks for Report Viewer in Salesforce; her
 * manager Maria Lopez approves.
 *
 * Run it against the mock server (`npm run mock`) or your tenant:
 *   TESSERA_BASE_URL=https://northwind.tessera.example \
 *   TESSERA_TOKEN=<Jane's JWT> TESSERA_APPROVER_TOKEN=<Maria's JWT> \
 *   npx tsx examples/request-access/request-access.ts
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

/** Fails with the call and its HTTP status when a call does not answer as documented. */
function must<T>(data: T | undefined, call: string, response: Response): T {
  if (data === undefined) throw new Error(`${call} failed: HTTP ${response.status}`);
  return data;
}

export async function requestAccess({ baseUrl, token, approverToken, log = console.log }: Settings): Promise<Outcome> {
  const jane = client(baseUrl, token);
  const maria = client(baseUrl, approverToken);

  // 1. Find the entitlement in the catalog.
  const search = await jane.GET('/api/esearch/catalog', {
    params: { query: { keyword: entitlementName, collection: 'Entitlement' } },
  });
  const results = must(search.data, 'searchCatalog', search.response);
  const entitlement = results.find(
    (item): item is Schemas['Entitlement'] => 'targetSystemId' in item && item.displayName === entitlementName,
  );
  if (!entitlement?._id) throw new Error(`${entitlementName} is not in the catalog`);
  log(`1. Found ${entitlementName} (${entitlement._id})`);

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

  const requests = await jane.GET('/api/dataservices/UserRequest', { params: { query: { filter: 'create' } } });
  const request = must(requests.data, 'listUserRequests', requests.response).find(
    (item) => item.correlationId === correlationId,
  );
  if (!request?.requestId) throw new Error(`no request carries correlation id ${correlationId}`);
  log(`   Request ${request.requestId}: ${request.status ?? 'no status'}`);

  // 4. Maria lists her assigned tasks and approves the one for this request.
  const filter = JSON.stringify({ status: 'Assigned', userLogin: approverLogin });
  const tasks = await maria.GET('/api/core/tasks', { params: { query: { filter } } });
  const task = must(tasks.data, 'listTasks', tasks.response).find((item) => item.requestId === request.requestId);
  if (!task?._id) throw new Error(`no task assigned to ${approverLogin} for ${request.requestId}`);
  log(`4. Task ${task._id} (${task.type ?? 'task'}) assigned to ${task.assignee ?? approverLogin}`);

  const approved = await maria.POST('/api/core/task/{id}/{action}', {
    params: { path: { id: task._id, action: 'Approve' } },
    body: { userLogin: approverLogin, comment: 'Approved for quarter-end reporting.' },
  });
  const done = must(approved.data, 'actOnTask', approved.response);
  if (done.state !== 'Completed') throw new Error(`task is ${done.state ?? 'in no state'} after Approve`);
  log(`   Approved: task ${done.state}, outcome ${done.outcome ?? 'none'}`);

  // 5. Jane's Salesforce account now holds Report Viewer.
  const accounts = await jane.GET('/api/dataservices/UserAccount', { params: { query: { login: requester.login } } });
  const account = must(accounts.data, 'listUserAccounts', accounts.response).find(
    (item) => item.targetSystemName === application,
  );
  const granted = account?.entitlements?.find((item) => item.entitlementName === entitlementName);
  if (!account || granted?.status !== 'Provisioned') {
    throw new Error(`${requester.login} has no provisioned ${entitlementName} in ${application}`);
  }
  log(`5. ${requester.login} holds ${entitlementName} in ${application}: ${granted.status}`);

  return { requestId: request.requestId, taskId: task._id, account };
}

if (require.main === module) {
  const token = process.env.TESSERA_TOKEN ?? 'mock-token';
  requestAccess({
    baseUrl: process.env.TESSERA_BASE_URL ?? 'http://127.0.0.1:4010',
    token,
    approverToken: process.env.TESSERA_APPROVER_TOKEN ?? token,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
