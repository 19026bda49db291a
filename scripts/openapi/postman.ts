import { convert } from 'openapi-to-postmanv2';
import { isObject, type Json, type JsonObject } from '../../lib/openapi/spec-source';
import { exampleRequests, listOperations, type ExampleRequest } from './operations';

/** The mock server's address, where the collection's requests go until the reader sets `baseUrl`. */
export const POSTMAN_BASE_URL = 'http://127.0.0.1:4010';

/** The collection's variables: the only `{{name}}`s its requests may use. */
export const POSTMAN_VARIABLES: { key: string; value: string; description: string }[] = [
  {
    key: 'baseUrl',
    value: POSTMAN_BASE_URL,
    description:
      'Where requests go: the local mock server (npm run mock in a clone of the documentation repository). For your tenant, set it to https://<tenant>.tessera.example.',
  },
  {
    key: 'bearerToken',
    value: 'example-token',
    description:
      'The JSON Web Token your tenant issues, sent as Authorization: Bearer. The mock server accepts any token; set your own in an environment, not in the collection.',
  },
];

/** Each request checks that it succeeded, so that a Newman run fails on any request the server refuses. */
const EXPECT_SUCCESS = [
  "pm.test('the server accepts the request (2xx)', function () {",
  '  pm.expect(pm.response.code, pm.response.text()).to.be.within(200, 299);',
  '});',
];

function convertSpec(spec: JsonObject): Promise<JsonObject> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'json', data: spec },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example' },
      (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error('openapi-to-postmanv2 failed', { cause: error }));
        else if (!result?.result) reject(new Error(result?.reason ?? 'openapi-to-postmanv2 failed'));
        else resolve(result.output?.[0]?.data as JsonObject);
      },
    );
  });
}

/** `GET /api/core/task/{id}/{action}` for a Postman URL whose path is `api/core/task/:id/:action`. */
function operationKey(method: Json | undefined, url: Json | undefined): string {
  const path = isObject(url) && Array.isArray(url.path) ? url.path : [];
  const template = path.map((part) => (typeof part === 'string' ? part.replace(/^:(.+)$/, '{$1}') : '')).join('/');
  return `${typeof method === 'string' ? method : ''} /${template}`;
}

/** Puts the operation's own example values (its ids, its filter, its body) into a Postman request. */
function applyExample(request: JsonObject, example: ExampleRequest): void {
  const url = request.url;
  if (isObject(url)) {
    const pathValues = new Map<string, string>();
    const template = example.path.split('/');
    const parts = Array.isArray(url.path) ? url.path.map((part) => (typeof part === 'string' ? part : '')) : [];
    parts.forEach((part, index) => {
      if (part.startsWith(':')) pathValues.set(part.slice(1), decodeURIComponent(template[index + 1] ?? ''));
    });
    // The spec's tenant server variable is not used: `baseUrl` is the whole address.
    url.variable = (Array.isArray(url.variable) ? url.variable : [])
      .filter((variable) => isObject(variable) && variable.key !== 'tenant')
      .map((variable) =>
        isObject(variable) && typeof variable.key === 'string' && pathValues.has(variable.key)
          ? { ...variable, value: pathValues.get(variable.key) ?? '' }
          : variable,
      );
    url.query = example.query.map(([key, value]) => {
      const converted = Array.isArray(url.query)
        ? url.query.find((entry) => isObject(entry) && entry.key === key)
        : undefined;
      return { ...(isObject(converted) ? converted : {}), key, value };
    });
  }
  const body = request.body;
  if (!example.body || !isObject(body)) return;
  if (body.mode === 'raw') {
    body.raw = JSON.stringify(example.body.value, null, 2);
  } else if (body.mode === 'formdata' && Array.isArray(body.formdata) && isObject(example.body.value)) {
    const fields = example.body.value;
    body.formdata = body.formdata.map((field) => {
      if (!isObject(field) || typeof field.key !== 'string') return field;
      const value = fields[field.key];
      if (value === undefined) return field;
      return { ...field, type: 'text', value: typeof value === 'string' ? value : JSON.stringify(value) };
    });
    // Postman writes the multipart Content-Type with its boundary; a fixed one would have none.
    request.header = (Array.isArray(request.header) ? request.header : []).filter(
      (header) => !(isObject(header) && typeof header.key === 'string' && header.key.toLowerCase() === 'content-type'),
    );
  }
}

function fixItems(items: Json[], examples: Map<string, ExampleRequest>): void {
  for (const item of items) {
    if (!isObject(item)) continue;
    if (Array.isArray(item.item)) {
      fixItems(item.item, examples);
      continue;
    }
    const request = item.request;
    if (!isObject(request)) continue;
    const key = operationKey(request.method, request.url);
    const example = examples.get(key);
    if (!example) throw new Error(`Postman collection: no operation of the spec for ${key}`);
    applyExample(request, example);
    for (const response of Array.isArray(item.response) ? item.response : []) {
      if (isObject(response) && isObject(response.originalRequest)) applyExample(response.originalRequest, example);
    }
    item.event = [{ listen: 'test', script: { type: 'text/javascript', exec: EXPECT_SUCCESS } }];
  }
}

/**
 * Converts the API description into a Postman collection (v2.1), requests grouped by tag, then makes
 * it runnable as it is: every variable it uses defined (`baseUrl` on the mock server, `bearerToken`),
 * each request carrying its own operation's examples (the Northwind record it acts on, where the
 * converter would put one shared schema example into every id), and a test that expects a 2xx.
 */
export async function toPostmanCollection(spec: JsonObject): Promise<JsonObject> {
  const collection = await convertSpec(spec);
  const examples = new Map<string, ExampleRequest>();
  for (const operation of listOperations(spec)) {
    const first = exampleRequests(operation).at(0);
    if (first) examples.set(`${operation.method} ${operation.path}`, first);
  }
  fixItems(Array.isArray(collection.item) ? collection.item : [], examples);
  collection.variable = POSTMAN_VARIABLES.map((variable) => ({ ...variable, type: 'string' }));
  return collection;
}

/** The `{{name}}`s a collection uses that it does not define: each would be sent as written. */
export function undefinedVariables(collection: JsonObject): string[] {
  const defined = new Set(
    (Array.isArray(collection.variable) ? collection.variable : []).flatMap((variable) =>
      isObject(variable) && typeof variable.key === 'string' ? [variable.key] : [],
    ),
  );
  const used = new Set([...JSON.stringify(collection).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]));
  return [...used].filter((name) => !defined.has(name)).sort();
}
