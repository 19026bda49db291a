import type { IncomingHttpHeaders } from 'node:http';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { isObject, resolveRef, type Json, type JsonObject } from '../../lib/openapi/spec-source';
import { createAjv, rewriteRefs } from './examples';
import { listOperations, type Operation, type Parameter } from './operations';
import { escapeRegExp } from '../../src/client/escape-regexp';

/**
 * Checks a request against the API description: the operation, the bearer token, every parameter
 * (JSON in a query string parsed and checked against its `contentSchema`), and the body in each media
 * type the description gives, multipart parts parsed by the platform's own `FormData` parser (undici).
 * Each fault names where it is, so a client's author can fix the request from the answer alone.
 */

export interface Fault {
  /** Where: `path`, `query`, `header` or `body`, with the field's dotted path, such as `body.properties.taskId`. */
  at: string;
  message: string;
}

export interface IncomingRequest {
  method: string;
  /** The path and query, as on the request line. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Verdict =
  | { ok: true; operation: Operation; body: Json | undefined }
  | { ok: false; status: number; title: string; faults: Fault[] };

/** RFC 6750's `b64token`: what follows `Bearer ` in an Authorization header. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

interface Route {
  operation: Operation;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

function toRoute(operation: Operation): Route {
  const names: string[] = [];
  const segments = operation.path.split('/');
  const source = segments
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
        if (name === undefined) return escapeRegExp(part);
        names.push(name);
        return '([^/]+)';
      }),
    )
    .join('/');
  return {
    operation,
    pattern: new RegExp(`^${source}$`),
    names,
    literalSegments: segments.filter((segment) => !segment.includes('{')).length,
  };
}

function describe(at: string, error: ErrorObject): Fault {
  const where = `${at}${error.instancePath.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replaceAll('/', '.')}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { at: `${where}.${String(params.missingProperty)}`, message: 'is required' };
    case 'enum':
      return { at: where, message: `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'additionalProperties':
      return { at: `${where}.${String(params.additionalProperty)}`, message: 'is not a field of this object' };
    default:
      return { at: where, message: error.message ?? 'is not valid' };
  }
}

/** The value a query, path or header string stands for under a parameter's schema type. */
function coerce(text: string, schema: Json | undefined): Json | undefined {
  const type = isObject(schema) ? schema.type : undefined;
  if (type === 'integer' || type === 'number') {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
  }
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

export interface RequestValidator {
  validate: (request: IncomingRequest) => Promise<Verdict>;
  operations: Operation[];
}

export function createRequestValidator(root: JsonObject): RequestValidator {
  const components = isObject(root.components) ? root.components : {};
  const ajv = createAjv(isObject(components.schemas) ? components.schemas : {});
  const compiled = new Map<Json, ValidateFunction>();
  const check = (schema: Json | undefined, value: Json, at: string): Fault[] => {
    if (schema === undefined) return [];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as object);
      compiled.set(schema, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((error) => describe(at, error));
  };

  const operations = listOperations(root);
  const routes = operations.map(toRoute).sort((a, b) => b.literalSegments - a.literalSegments);

  const checkParameter = (parameter: Parameter, text: string): Fault[] => {
    const at = `${parameter.in}.${parameter.name}`;
    const value = coerce(text, resolveRef(root, parameter.schema));
    if (value === undefined) {
      const schema = resolveRef(root, parameter.schema);
      const type = isObject(schema) && typeof schema.type === 'string' ? schema.type : 'value';
      return [{ at, message: `must be ${type === 'integer' ? 'an' : 'a'} ${type}, not ${JSON.stringify(text)}` }];
    }
    const faults = check(parameter.schema, value, at);
    if (faults.length > 0 || parameter.contentMediaType !== 'application/json') return faults;
    let parsed: Json;
    try {
      parsed = JSON.parse(text) as Json;
    } catch (error) {
      return [{ at, message: `must be JSON: ${(error as Error).message}` }];
    }
    return check(parameter.contentSchema, parsed, at);
  };

  const parseBody = async (
    mediaType: string,
    request: IncomingRequest,
    operation: Operation,
  ): Promise<{ value: Json } | { faults: Fault[] }> => {
    const text = request.body.toString('utf8');
    if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      try {
        return { value: JSON.parse(text) as Json };
      } catch (error) {
        return { faults: [{ at: 'body', message: `must be JSON: ${(error as Error).message}` }] };
      }
    }
    if (mediaType === 'multipart/form-data') {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(request.body), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
      } catch (error) {
        return { faults: [{ at: 'body', message: `is not a multipart form (${(error as Error).message})` }] };
      }
      const media = operation.requestBody?.content['multipart/form-data'];
      const schema = resolveRef(root, media?.schema);
      const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
      const value: JsonObject = {};
      const faults: Fault[] = [];
      const entries: [string, FormDataEntryValue][] = [];
      form.forEach((entry, name) => entries.push([name, entry]));
      for (const [name, entry] of entries) {
        if (name in value) {
          faults.push({ at: `body.${name}`, message: 'is sent more than once' });
          continue;
        }
        const fieldSchema = resolveRef(root, properties[name]);
        const fieldType = isObject(fieldSchema) ? fieldSchema.type : undefined;
        const isJson = media?.encoding[name] === 'application/json' || fieldType === 'object' || fieldType === 'array';
        if (!isJson) {
          // A file part stands as its name for a `type: string` field (`format: binary`).
          value[name] = typeof entry === 'string' ? entry : entry.name;
          continue;
        }
        const partText = typeof entry === 'string' ? entry : await entry.text();
        try {
          value[name] = JSON.parse(partText) as Json;
        } catch (error) {
          faults.push({ at: `body.${name}`, message: `must be JSON: ${(error as Error).message}` });
        }
      }
      return faults.length > 0 ? { faults } : { value };
    }
    if (mediaType === 'application/x-www-form-urlencoded') {
      return { value: Object.fromEntries(new URLSearchParams(text)) };
    }
    return { value: text };
  };

  const validate = async (request: IncomingRequest): Promise<Verdict> => {
    const url = new URL(request.url, 'http://mock.invalid');
    const method = request.method.toUpperCase();
    let pathname: string;
    try {
      pathname = decodeURI(url.pathname);
    } catch {
      return {
        ok: false,
        status: 400,
        title: 'Bad Request',
        faults: [{ at: 'path', message: 'is not valid percent-encoding' }],
      };
    }
    const matching = routes.filter((route) => route.pattern.test(url.pathname));
    const route = matching.find((candidate) => candidate.operation.method === method);
    if (!route) {
      if (matching.length > 0) {
        const allowed = [...new Set(matching.map((candidate) => candidate.operation.method))].join(', ');
        return {
          ok: false,
          status: 405,
          title: 'Method Not Allowed',
          faults: [{ at: 'method', message: `${method} is not an operation of ${pathname}; it takes ${allowed}` }],
        };
      }
      return {
        ok: false,
        status: 404,
        title: 'Not Found',
        faults: [{ at: 'path', message: `${pathname} is not a path of the API description` }],
      };
    }
    const { operation } = route;

    if (operation.needsBearerToken) {
      const authorization = request.headers.authorization;
      const fault =
        authorization === undefined
          ? 'is missing: send Authorization: Bearer <token>'
          : BEARER.test(authorization)
            ? undefined
            : 'must be Bearer followed by a token (RFC 6750 characters only)';
      if (fault)
        return {
          ok: false,
          status: 401,
          title: 'Unauthorized',
          faults: [{ at: 'header.Authorization', message: fault }],
        };
    }

    const faults: Fault[] = [];
    const pathValues = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    route.names.forEach((name, index) => {
      const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      let text: string;
      try {
        text = decodeURIComponent(pathValues[index] ?? '');
      } catch {
        faults.push({ at: `path.${name}`, message: 'is not valid percent-encoding' });
        return;
      }
      if (parameter) faults.push(...checkParameter(parameter, text));
    });

    const declaredQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
    for (const name of new Set(url.searchParams.keys())) {
      if (!declaredQuery.some((parameter) => parameter.name === name)) {
        faults.push({ at: `query.${name}`, message: `is not a parameter of ${operation.operationId}` });
      }
    }
    for (const parameter of operation.parameters) {
      // An optional query parameter sent empty (`pagesize=`, as the API explorer sends a field left
      // blank) is read as not sent; a required one is still refused.
      const values =
        parameter.in === 'query'
          ? url.searchParams.getAll(parameter.name).filter((value) => value !== '' || parameter.required)
          : parameter.in === 'header'
            ? [request.headers[parameter.name.toLowerCase()]].flat().filter((value) => value !== undefined)
            : undefined;
      if (values === undefined) continue;
      const at = `${parameter.in}.${parameter.name}`;
      if (values.length === 0) {
        if (parameter.required) faults.push({ at, message: 'is required' });
        continue;
      }
      const schema = resolveRef(root, parameter.schema);
      if (values.length > 1 && !(isObject(schema) && schema.type === 'array')) {
        faults.push({ at, message: `is sent ${values.length} times; send it once` });
        continue;
      }
      for (const text of values) faults.push(...checkParameter(parameter, text));
    }

    let body: Json | undefined;
    const requestBody = operation.requestBody;
    const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (request.body.length > 0) {
      if (!requestBody) {
        faults.push({ at: 'body', message: `must be empty: ${operation.operationId} takes no request body` });
      } else {
        const allowed = Object.keys(requestBody.content);
        const media = contentType === undefined ? undefined : requestBody.content[contentType];
        if (contentType === undefined || !media) {
          return {
            ok: false,
            status: 415,
            title: 'Unsupported Media Type',
            faults: [
              {
                at: 'header.Content-Type',
                message: `is ${contentType ?? 'missing'}; ${operation.operationId} takes ${allowed.join(' or ')}`,
              },
            ],
          };
        }
        const parsed = await parseBody(contentType, request, operation);
        if ('faults' in parsed) faults.push(...parsed.faults);
        else {
          body = parsed.value;
          faults.push(...check(media.schema, parsed.value, 'body'));
        }
      }
    } else if (requestBody?.required) {
      faults.push({ at: 'body', message: `is required: send ${Object.keys(requestBody.content).join(' or ')}` });
    }

    if (faults.length > 0) return { ok: false, status: 400, title: 'Bad Request', faults };
    return { ok: true, operation, body };
  };

  return { validate, operations };
}
