import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec, type Json } from '../../lib/openapi/spec-source';
import { startMockServer, type MockServer } from './mock-server';
import { exampleBody, exampleRequests, exampleUrl, listOperations, type ExampleRequest } from './operations';

// The operation pages are generated from the spec, so the spec's examples are the pages' examples.
const operations = listOperations(readSpec('openapi/tessera.yaml').root);
const examples = operations.flatMap(exampleRequests);
const TOKEN = 'Bearer example-token';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer();
});
afterAll(() => mock.stop());

function send(request: ExampleRequest, authorization: string | null = TOKEN): Promise<Response> {
  const body = exampleBody(request);
  const headers: Record<string, string> = { ...request.headers };
  if (authorization !== null) headers.Authorization = authorization;
  if (body?.contentType) headers['Content-Type'] = body.contentType;
  return fetch(exampleUrl(mock.baseUrl, request), { method: request.method, headers, body: body?.body });
}

function exampleOf(operationId: string): ExampleRequest {
  const request = examples.find((candidate) => candidate.operationId === operationId);
  if (!request) throw new Error(`no example request for ${operationId}`);
  return request;
}

async function faultsOf(response: Response): Promise<string[]> {
  const problem = (await response.json()) as { faults: { at: string; message: string }[] };
  return problem.faults.map((fault) => `${fault.at} ${fault.message}`);
}

describe('the mock server answers every operation’s own examples', () => {
  it('has an example request for every operation', () => {
    expect(new Set(examples.map((request) => request.operationId))).toEqual(
      new Set(operations.map((operation) => operation.operationId)),
    );
  });

  it('sends each body example of Act on a task with the task and action of its name', () => {
    const actOnTask = examples.filter((request) => request.operationId === 'actOnTask');
    expect(actOnTask.map((request) => [request.example, request.path])).toEqual([
      ['approve', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Approve'],
      ['reject', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f6/Reject'],
      ['claimFulfillment', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Claim'],
      ['completeFulfillment', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Approve'],
      ['escalate', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Escalate'],
    ]);
  });

  it.each(examples.map((request) => [`${request.operationId} (${request.example})`, request] as const))(
    '%s gets a 2xx',
    async (_, request) => {
      const response = await send(request);
      const text = await response.text();
      expect(response.status, `${request.method} ${request.path}: ${text}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${request.method} ${request.path}: ${text}`).toBeLessThan(300);
    },
  );

  it('answers a catalog search with the example its collection and keyword name, else the first one', async () => {
    const logins = async (query: string): Promise<unknown[]> => {
      const response = await fetch(`${mock.baseUrl}/api/esearch/catalog?${query}`, {
        headers: { Authorization: TOKEN },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { login?: string; name?: string }[]).map((item) => item.login ?? item.name);
    };
    expect(await logins('collection=Users&keyword=raj.patel')).toEqual(['raj.patel']);
    expect(await logins('collection=Users&keyword=sam.lee')).toEqual(['sam.lee']);
    expect(await logins('keyword=jane.doe&collection=Users')).toEqual(['jane.doe']);
    expect(await logins('collection=Entitlement&keyword=Sales%20Read%20Only')).toEqual(['Sales Read Only']);
    expect(await logins('collection=Entitlement&keyword=Sales+Read+Only')).toEqual(['Sales Read Only']);
    expect(await logins('collection=Users&keyword=priya.shah')).toEqual(['priya.shah']);
    expect(await logins('collection=Entitlement&keyword=Finance-Approvers')).toEqual(['Finance-Approvers']);
    expect(await logins('collection=TargetSystem&keyword=Active%20Directory')).toEqual(['Active Directory']);
    // A keyword no example names, or one of another collection, gets the operation's first example.
    expect(await logins('collection=Users&keyword=tom.baker')).toEqual(['Report Viewer']);
    expect(await logins('collection=Entitlement&keyword=raj.patel')).toEqual(['Report Viewer']);
  });

  it('answers a comment sent as curl -F sends it, the JSON part as a plain field', async () => {
    const form = new FormData();
    form.append('attachment', new File(['plan'], 'q4-reporting-plan.pdf', { type: 'application/pdf' }));
    form.append('properties', '{"taskId":"66b2c3d4e5f6a7b8c9d0e1f2","userLogin":"maria.lopez"}');
    const response = await fetch(`${mock.baseUrl}/api/core/task/comment`, {
      method: 'POST',
      headers: { Authorization: TOKEN },
      body: form,
    });
    expect(response.status).toBe(200);
  });
});

describe('the mock server refuses a request that breaks the description, naming the fault', () => {
  const withQuery = (operationId: string, query: [string, string][]): ExampleRequest => ({
    ...exampleOf(operationId),
    query,
  });
  const withBody = (operationId: string, change: (value: Record<string, unknown>) => unknown): ExampleRequest => {
    const request = exampleOf(operationId);
    if (!request.body) throw new Error(`${operationId} has no body`);
    const copy = structuredClone(request.body.value) as Record<string, unknown>;
    return { ...request, body: { ...request.body, value: change(copy) as Json } };
  };

  const cases: [string, ExampleRequest, string | null, number, string][] = [
    [
      'a comment without the required taskId',
      withBody('addTaskComment', (value) => {
        delete (value.properties as Record<string, unknown>).taskId;
        return value;
      }),
      TOKEN,
      400,
      'body.properties.taskId is required',
    ],
    [
      'a task filter that is not JSON',
      withQuery('listTasks', [['filter', 'jane.doe']]),
      TOKEN,
      400,
      'query.filter must be JSON',
    ],
    [
      'a task filter with a state the API does not have',
      withQuery('listTasks', [['filter', '{"status":"Open"}']]),
      TOKEN,
      400,
      'query.filter.status must be one of Assigned, Claimed, Completed, Expired, Cancelled',
    ],
    [
      'an action the API does not have',
      { ...exampleOf('actOnTask'), path: '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Approved' },
      TOKEN,
      400,
      'path.action must be one of Claim, Approve, Reject, Escalate, Re-Assign',
    ],
    [
      'a reconciliation with an operation the API does not have',
      withBody('syncTargetSystem', (value) => ({ ...value, operation: 'dry-run' })),
      TOKEN,
      400,
      'body.operation must be one of reconcile, provision',
    ],
    [
      'a definition without its name',
      withBody('createCertificationDefinition', (value) => {
        delete value.name;
        return value;
      }),
      TOKEN,
      400,
      'body.name is required',
    ],
    [
      'a page size that is not a number',
      withQuery('listRoles', [['pagesize', 'fifty']]),
      TOKEN,
      400,
      'query.pagesize must be an integer',
    ],
    [
      'a parameter the operation does not take',
      withQuery('listRoles', [['pageSize', '50']]),
      TOKEN,
      400,
      'query.pageSize is not a parameter of listRoles',
    ],
    ['no bearer token', exampleOf('listRoles'), null, 401, 'header.Authorization is missing'],
    [
      'a Postman variable left unresolved as the token',
      exampleOf('listRoles'),
      'Bearer {{bearerToken}}',
      401,
      'header.Authorization must be Bearer followed by a token',
    ],
    [
      'a path the API does not have',
      { ...exampleOf('listRoles'), path: '/api/dataservices/Roles' },
      TOKEN,
      404,
      'path /api/dataservices/Roles is not a path',
    ],
  ];

  it.each(cases)('%s', async (_, request, authorization, status, fault) => {
    const response = await send(request, authorization);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect((await faultsOf(response)).join('\n')).toContain(fault);
  });

  it('reads an optional query parameter sent empty, as the API explorer sends a blank field, as not sent', async () => {
    const response = await send(
      withQuery('listRoles', [
        ['displayName', 'Finance Analyst'],
        ['pagesize', ''],
      ]),
      TOKEN,
    );
    expect(response.status).toBe(200);
  });

  it('refuses a JSON body that does not parse, and a media type the operation does not take', async () => {
    const request = exampleOf('syncTargetSystem');
    const url = exampleUrl(mock.baseUrl, request);
    const broken = await fetch(url, {
      method: 'POST',
      headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: '{"operation": "reconcile",',
    });
    expect(broken.status).toBe(400);
    expect((await faultsOf(broken))[0]).toMatch(/^body must be JSON/);
    const form = await fetch(url, {
      method: 'POST',
      headers: { Authorization: TOKEN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'operation=reconcile',
    });
    expect(form.status).toBe(415);
    expect(await faultsOf(form)).toEqual([
      'header.Content-Type is application/x-www-form-urlencoded; syncTargetSystem takes application/json',
    ]);
  });

  it('refuses a body over 10 MiB with 413 before reading it all', async () => {
    const response = await fetch(`${mock.baseUrl}/api/core/cart`, {
      method: 'POST',
      headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: new Uint8Array(11 * 1024 * 1024).fill(32),
    });
    expect(response.status).toBe(413);
    expect(await faultsOf(response)).toEqual(['body is larger than 10485760 bytes']);
  });
});
