import newman, { type NewmanRunSummary } from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObject, readSpec, type Json, type JsonObject } from '../../lib/openapi/spec-source';
import { startMockServer, type MockServer } from './mock-server';
import { listOperations } from './operations';
import { POSTMAN_BASE_URL, toPostmanCollection, undefinedVariables } from './postman';

const spec = readSpec('openapi/tessera.yaml').root;
const operations = listOperations(spec);

function requestsOf(items: Json | undefined): JsonObject[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) =>
    isObject(item)
      ? Array.isArray(item.item)
        ? requestsOf(item.item)
        : isObject(item.request)
          ? [item.request]
          : []
      : [],
  );
}

function runNewman(collection: JsonObject, baseUrl: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) => {
    newman.run(
      // An environment's value wins over the collection's, as when a reader picks an environment in Postman.
      {
        collection: collection,
        envVar: [{ key: 'baseUrl', value: baseUrl }],
        reporters: [],
        timeoutRequest: 10_000,
      },
      (error, summary) => {
        if (error) reject(error);
        else resolve(summary);
      },
    );
  });
}

let collection: JsonObject;
let mock: MockServer;
beforeAll(async () => {
  collection = await toPostmanCollection(spec);
  mock = await startMockServer();
});
afterAll(() => mock.stop());

describe('the Postman collection', () => {
  it('defines every {{variable}} it uses, baseUrl on the mock server and bearerToken', () => {
    expect(undefinedVariables(collection)).toEqual([]);
    expect(collection.variable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'baseUrl', value: POSTMAN_BASE_URL }),
        expect.objectContaining({ key: 'bearerToken' }),
      ]),
    );
  });

  it('finds a {{variable}} that the collection does not define', () => {
    const planted = structuredClone(collection);
    planted.auth = { type: 'bearer', bearer: [{ key: 'token', value: '{{apiToken}}' }] };
    expect(undefinedVariables(planted)).toEqual(['apiToken']);
  });

  it('has one request per operation, each with its own operation’s ids', () => {
    const requests = requestsOf(collection.item);
    expect(requests).toHaveLength(operations.length);
    const actOnTask = requests.find((request) => JSON.stringify(request.url).includes('":action"'));
    expect(JSON.stringify(actOnTask?.url)).toContain('"value":"66b2c3d4e5f6a7b8c9d0e1f2"');
  });

  it('runs in Newman against the mock server, every request answered with a 2xx', async () => {
    const summary = await runNewman(collection, mock.baseUrl);
    const failures = summary.run.failures.map(
      (failure) => `${failure.source?.name ?? 'collection'}: ${failure.error.message}`,
    );
    expect(failures).toEqual([]);
    expect(summary.run.executions).toHaveLength(operations.length);
    const refused = mock.exchanges.filter((exchange) => exchange.status >= 300);
    expect(refused).toEqual([]);
  }, 60_000);
});
