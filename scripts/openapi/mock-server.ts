import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec, type IHttpConfig, type IHttpRequest } from '@stoplight/prism-http';
import { isObject, operationsIn, readSpec, resolveRef, type JsonObject } from '../../lib/openapi/spec-source';
import type { Operation } from './operations';
import { createRequestValidator, type Fault } from './request-validator';

/**
 * The mock server of the API description: every request is first checked against the description
 * (`request-validator.ts`), because Prism's own check refuses a JSON multipart part and does not read
 * JSON in a query string; a valid request is answered by Prism from the operation's examples, the first
 * example of the lowest 2xx response unless the request asks for another with `Prefer: example=<name>`
 * or `Prefer: code=<status>`, or its query names one (`exampleForQuery`). A request that breaks the description gets a 4xx problem+json body whose
 * `faults` name each fault.
 */

export const DEFAULT_SPEC = 'openapi/tessera.yaml';
/** A body larger than this is refused with 413 before it is read to the end. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** One request the mock answered, for a runner to check that every call of a sample succeeded. */
export interface MockExchange {
  method: string;
  url: string;
  status: number;
  faults: Fault[];
}

export interface MockServer {
  baseUrl: string;
  /** Every request answered since the start, oldest first. */
  exchanges: MockExchange[];
  stop: () => Promise<void>;
}

export interface MockOptions {
  specPath?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Called after each answer, for a console log. */
  onExchange?: (exchange: MockExchange) => void;
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Stop keeping the body; the answer closes the connection.
        chunks.length = 0;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function preference(headers: IncomingMessage['headers'], name: string): string | undefined {
  const prefer = [headers.prefer].flat().join(',');
  return new RegExp(`(?:^|[,;\\s])${name}=("?)([^",;\\s]+)\\1`).exec(prefer)?.[2];
}

/** The names of the examples of an operation's lowest 2xx response, the one Prism answers from. */
function answerExamples(root: JsonObject, operation: Operation): Set<string> {
  const entry = operationsIn(root).find(
    (candidate) => candidate.path === operation.path && candidate.method.toUpperCase() === operation.method,
  );
  const responses = isObject(entry?.operation.responses) ? entry.operation.responses : {};
  const success = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()
    .at(0);
  const response = success === undefined ? undefined : resolveRef(root, responses[success]);
  const content = isObject(response) && isObject(response.content) ? Object.values(response.content) : [];
  return new Set(
    content.flatMap((media) => (isObject(media) && isObject(media.examples) ? Object.keys(media.examples) : [])),
  );
}

/**
 * The answer example a request's query asks for, as a search on the real API answers what was searched:
 * the example whose name is that of a named example of the request's query parameters, every one of them
 * the request sends with that name agreeing with the sent value, the most of them first. A search of the
 * `Users` collection for `raj.patel` gets Raj Patel's record, not the first example, so a sample that keeps
 * only the exact match runs against the mock. Undefined when no example's parameters agree.
 */
function exampleForQuery(operation: Operation, query: URLSearchParams, names: Set<string>): string | undefined {
  let best: { name: string; agreeing: number } | undefined;
  for (const name of names) {
    let agreeing = 0;
    for (const parameter of operation.parameters) {
      const named = parameter.in === 'query' ? parameter.namedExamples[name] : undefined;
      const sent = query.get(parameter.name);
      if (named === undefined || sent === null) continue;
      if ((typeof named === 'string' ? named : JSON.stringify(named)) !== sent) {
        agreeing = 0;
        break;
      }
      agreeing += 1;
    }
    if (agreeing > (best?.agreeing ?? 0)) best = { name, agreeing };
  }
  return best?.name;
}

function allowCors(request: IncomingMessage, response: ServerResponse): void {
  // The API explorer of a locally served site calls the mock from another origin.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
}

export async function startMockServer(options: MockOptions = {}): Promise<MockServer> {
  const specPath = options.specPath ?? DEFAULT_SPEC;
  const { root } = readSpec(specPath);
  const validator = createRequestValidator(root);
  const examplesByOperation = new Map(
    validator.operations.map((operation) => [operation, answerExamples(root, operation)]),
  );
  const operations = await getHttpOperationsFromSpec(specPath);
  const config: IHttpConfig = {
    // Requests are checked before Prism sees them; Prism only picks the answer.
    validateRequest: false,
    validateResponse: false,
    checkSecurity: false,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
    mock: { dynamic: false },
  };
  const prism = createInstance(config, { logger: createLogger('mock', { enabled: false }) });
  const exchanges: MockExchange[] = [];

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<MockExchange> => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const send = (status: number, body: unknown, contentType: string, faults: Fault[] = []): MockExchange => {
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, text === '' ? {} : { 'Content-Type': contentType });
      response.end(text);
      return { method, url, status, faults };
    };
    const refuse = (status: number, title: string, faults: Fault[]): MockExchange =>
      send(
        status,
        {
          type: 'about:blank',
          title,
          status,
          detail: faults.map((fault) => `${fault.at} ${fault.message}`).join('; '),
          faults,
        },
        'application/problem+json',
        faults,
      );

    if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return send(204, undefined, '');
    }
    const body = await readBody(request);
    if (body === undefined) {
      // The rest of the body is read and dropped (within the request timeout), so the client reads the answer.
      response.setHeader('Connection', 'close');
      return refuse(413, 'Content Too Large', [{ at: 'body', message: `is larger than ${MAX_BODY_BYTES} bytes` }]);
    }
    const verdict = await validator.validate({ method, url, headers: request.headers, body });
    if (!verdict.ok) return refuse(verdict.status, verdict.title, verdict.faults);

    const { pathname, searchParams } = new URL(url, 'http://mock.invalid');
    const input: IHttpRequest = {
      method: method.toLowerCase() as IHttpRequest['method'],
      url: { path: pathname, query: Object.fromEntries(searchParams) },
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      ),
      body: verdict.body,
    };
    const code = preference(request.headers, 'code');
    const result = await prism.request(input, operations, {
      ...config,
      mock: {
        dynamic: false,
        exampleKey:
          preference(request.headers, 'example') ??
          exampleForQuery(verdict.operation, searchParams, examplesByOperation.get(verdict.operation) ?? new Set()),
        code: code ? Number(code) : undefined,
      },
    })();
    if (result._tag === 'Left') {
      const error = result.left as Error & { status?: number };
      return refuse(error.status ?? 500, error.name, [{ at: 'mock', message: error.message }]);
    }
    const { output } = result.right;
    const contentType = output.headers?.['Content-type'] ?? output.headers?.['content-type'] ?? 'application/json';
    return send(output.statusCode, output.body, contentType);
  };

  const server = createServer((request, response) => {
    allowCors(request, response);
    answer(request, response)
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
        return { method: request.method ?? 'GET', url: request.url ?? '/', status: 500, faults: [] };
      })
      .then(
        (exchange) => {
          exchanges.push(exchange);
          options.onExchange?.(exchange);
        },
        () => undefined,
      );
  });
  // A client that stalls gets its connection closed instead of holding the mock.
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    baseUrl: `http://${host}:${port}`,
    exchanges,
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
