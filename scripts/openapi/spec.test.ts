import { describe, expect, it } from 'vitest';
import { readSpec, type JsonObject } from '../../lib/openapi/spec-source';

const { root } = readSpec('openapi/tessera.yaml');
const components = root.components as JsonObject;
const schemas = components.schemas as JsonObject;
interface Operation {
  route: string;
  method: string;
  operationId: string;
  security?: unknown;
  description: string;
  responses: JsonObject;
}
const operations: Operation[] = Object.entries(root.paths as JsonObject).flatMap(([route, item]) =>
  Object.entries(item as JsonObject).map(
    ([method, operation]) => ({ route, method, ...(operation as object) }) as Operation,
  ),
);

describe('openapi/tessera.yaml', () => {
  it('has the 20 operations other pages link to, with their methods and paths', () => {
    expect(
      Object.fromEntries(operations.map((op) => [op.operationId, `${op.method.toUpperCase()} ${op.route}`])),
    ).toEqual({
      listCertificationDefinitions: 'GET /api/dataservices/CertificationDefinition',
      createCertificationDefinition: 'POST /api/dataservices/CertificationDefinition',
      runCertification: 'POST /api/core/certification-request/{id}',
      searchCatalog: 'GET /api/esearch/catalog',
      getUserRequest: 'GET /api/dataservices/UserRequest/{id}',
      listUserRequests: 'GET /api/dataservices/UserRequest',
      createOnboardingRequest: 'POST /api/dataservices/UserRequest',
      saveCart: 'POST /api/core/cart',
      submitCart: 'POST /api/core/cart/submit',
      listTasks: 'GET /api/core/tasks',
      actOnTask: 'POST /api/core/task/{id}/{action}',
      addTaskComment: 'POST /api/core/task/comment',
      listUserAccounts: 'GET /api/dataservices/UserAccount',
      listRoles: 'GET /api/dataservices/Role',
      changeRoleStatus: 'GET /api/core/role/{id}/{operation}',
      listTargetSystems: 'GET /api/dataservices/TargetSystem',
      syncTargetSystem: 'POST /api/core/TargetSystem/{id}/sync',
      listReconciliationEvents: 'GET /api/dataservices/ReconciliationEvent',
      changeTargetSystemStatus: 'GET /api/core/target-system/{id}/{operation}',
      listSharedLists: 'GET /api/core/entity/shared-entity',
    });
  });

  it('has the schemas that guide pages link to', () => {
    const linked = [
      'CertificationDefinition',
      'User',
      'TargetSystem',
      'Entitlement',
      'Role',
      'UserRequest',
      'UserTask',
    ];
    const more = ['UserCart', 'ReconciliationBatch', 'ReconciliationEvent', 'UserAccount', 'CertificationRunImpact'];
    const parts = ['OnboardingRequest', 'FormAttribute', 'CartItem', 'Beneficiary', 'Requester'];
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining([...linked, ...more, ...parts]));
    // A schema gets a page at /developer/schemas/<kebab-case name> when it is tagged.
    const paged = Object.entries(schemas).filter(([, schema]) => (schema as JsonObject)['x-tags'] !== undefined);
    expect(paged.map(([name]) => name)).toEqual(expect.arrayContaining([...linked, ...more, ...parts]));
  });

  it('requires the bearer JWT on every operation and answers 401 without it', () => {
    expect(root.security).toEqual([{ bearerAuth: [] }]);
    expect((components.securitySchemes as JsonObject).bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const op of operations) {
      expect(op.security, op.operationId).toBeUndefined();
      expect(op.responses['401'], op.operationId).toBeDefined();
    }
  });

  it('starts the explorer on the local mock, with the tenant selectable', () => {
    expect((root.servers as JsonObject[]).map((server) => server.url)).toEqual([
      'http://127.0.0.1:4010',
      'https://{tenant}.tessera.example',
    ]);
  });

  it('answers 201 where the spec says so', () => {
    const created = operations.filter((op) => '201' in op.responses).map((op) => op.operationId);
    expect(created).toEqual(['saveCart', 'syncTargetSystem']);
  });

  it('defaults the role risk level to low', () => {
    expect(schemas.RoleRiskLevel).toMatchObject({ enum: ['high', 'low', 'med'], default: 'low' });
  });

  it('warns at the top of every operation that changes the tenant, and says the others change nothing', () => {
    // A GET with an {operation} in its path (Retire, Enable, Disable) changes the record it names.
    const changes = (op: Operation): boolean => op.method !== 'get' || op.route.includes('{operation}');
    for (const op of operations) {
      const [first = '', second = ''] = op.description.split('\n\n');
      if (changes(op)) expect(second, op.operationId).toMatch(/^:::warning\[Changes your tenant/);
      else expect(first, op.operationId).toMatch(/It changes nothing\./);
    }
  });

  it('links, on every operation that takes an id in its path, the operation that returns it', () => {
    for (const op of operations.filter((candidate) => candidate.route.includes('{id}'))) {
      expect(op.description, op.operationId).toMatch(/\[(?:List|Search) [a-z ]+\]\(\/developer\/[a-z-]+\)/);
    }
  });
});
