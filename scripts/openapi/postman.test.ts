import newman, { type NewmanRunSummary } from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObject, readSpec, type Json, type JsonObject } from '../../lib/openapi/spec-source';
import { startMockServer, type MockServer } from './mock-server';
import { exampleRequests, listOperations } from './operations';
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

  it('has one request per operation, each with its own operation’s path ids and query', () => {
    const requests = requestsOf(collection.item);
    expect(requests).toHaveLength(operations.length);
    for (const operation of operations) {
      const example = exampleRequests(operation).at(0);
      if (!example) throw new Error(`${operation.operationId} has no example request`);
      const template = operation.path
        .slice(1)
        .replace(/\{([^}]+)\}/g, ':$1')
        .split('/');
      const request = requests.find(
        (candidate) =>
          candidate.method === operation.method &&
          isObject(candidate.url) &&
          Array.isArray(candidate.url.path) &&
          JSON.stringify(candidate.url.path) === JSON.stringify(template),
      );
      const url = isObject(request?.url) ? request.url : {};
      const entries = (list: Json | undefined) =>
        (Array.isArray(list) ? list : []).flatMap((entry) => (isObject(entry) ? [[entry.key, entry.value]] : []));
      const pathValues = operation.path.split('/').flatMap((part, index) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        return name ? [[name, decodeURIComponent(example.path.split('/')[index])]] : [];
      });
      expect(entries(url.variable), operation.operationId).toEqual(pathValues);
      expect(entries(url.query), operation.operationId).toEqual(example.query);
    }
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
