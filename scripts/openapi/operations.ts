import { isObject, operationsIn, resolveRef, type Json, type JsonObject } from '../../lib/openapi/spec-source';

/**
 * The operations of the API description with their parameters and request body resolved, and the
 * requests their own examples make. The mock server validates against these, and its tests, the
 * Postman collection and the guide samples' runner send these.
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The schema of the value; for a parameter with `content`, the schema of its one media type. */
  schema: Json | undefined;
  /** The media type a parameter's value is written in: `content`, or a string schema's `contentMediaType`. */
  contentMediaType?: string;
  /** The schema of the parsed value when the value is JSON in a string. */
  contentSchema?: Json;
  examples: Json[];
  /** The parameter's named `examples`, by name: a body example of the same name is sent with it. */
  namedExamples: Record<string, Json>;
}

export interface MediaType {
  schema: Json | undefined;
  /** Multipart only: the content type of each part, by field name. */
  encoding: Record<string, string | undefined>;
  examples: { name: string; value: Json }[];
}

export interface Operation {
  operationId: string;
  method: string;
  /** The path template, such as `/api/core/task/{id}/{action}`. */
  path: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  /** Whether a call needs a bearer token. */
  needsBearerToken: boolean;
}

function examplesOf(root: JsonObject, holder: JsonObject): { name: string; value: Json }[] {
  const found: { name: string; value: Json }[] = [];
  if (holder.example !== undefined) found.push({ name: 'example', value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const example = resolveRef(root, entry);
      if (isObject(example) && example.value !== undefined) found.push({ name, value: example.value });
    }
  }
  return found;
}

function toParameter(root: JsonObject, entry: Json | undefined): Parameter | undefined {
  const parameter = resolveRef(root, entry);
  if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return undefined;
  const location = parameter.in as Parameter['in'];
  const own = examplesOf(root, parameter);
  const examples = own.map((example) => example.value);
  const namedExamples = Object.fromEntries(
    own.filter((example) => example.name !== 'example').map((example) => [example.name, example.value]),
  );
  const base = {
    name: parameter.name,
    in: location,
    required: parameter.required === true || location === 'path',
    namedExamples,
  };
  if (isObject(parameter.content)) {
    const [mediaType, media] = Object.entries(parameter.content)[0] ?? [];
    const mediaSchema = isObject(media) ? media.schema : undefined;
    if (isObject(media)) examples.push(...examplesOf(root, media).map((example) => example.value));
    return { ...base, schema: { type: 'string' }, contentMediaType: mediaType, contentSchema: mediaSchema, examples };
  }
  const schema = resolveRef(root, parameter.schema);
  if (examples.length === 0 && isObject(schema) && Array.isArray(schema.examples)) examples.push(...schema.examples);
  return {
    ...base,
    schema: parameter.schema,
    contentMediaType:
      isObject(schema) && typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined,
    contentSchema: isObject(schema) ? schema.contentSchema : undefined,
    examples,
  };
}

function toMediaTypes(root: JsonObject, content: Json | undefined): Record<string, MediaType> {
  const mediaTypes: Record<string, MediaType> = {};
  if (!isObject(content)) return mediaTypes;
  for (const [name, media] of Object.entries(content)) {
    if (!isObject(media)) continue;
    const encoding: Record<string, string | undefined> = {};
    if (isObject(media.encoding)) {
      for (const [field, spec] of Object.entries(media.encoding)) {
        if (isObject(spec) && typeof spec.contentType === 'string') encoding[field] = spec.contentType;
      }
    }
    mediaTypes[name.toLowerCase()] = { schema: media.schema, encoding, examples: examplesOf(root, media) };
  }
  return mediaTypes;
}

/** Every operation of the description, in the order of `paths`. */
export function listOperations(root: JsonObject): Operation[] {
  return operationsIn(root).flatMap(({ path, method, operation, pathItem }): Operation[] => {
    if (typeof operation.operationId !== 'string') return [];
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    const own = Array.isArray(operation.parameters) ? operation.parameters : [];
    const byKey = new Map<string, Parameter>();
    for (const entry of [...shared, ...own]) {
      const parameter = toParameter(root, entry);
      if (parameter) byKey.set(`${parameter.in} ${parameter.name}`, parameter);
    }
    const body = resolveRef(root, operation.requestBody);
    const security = Array.isArray(operation.security) ? operation.security : root.security;
    return [
      {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: [...byKey.values()],
        requestBody: isObject(body)
          ? { required: body.required === true, content: toMediaTypes(root, body.content) }
          : undefined,
        // A requirement list with an empty object makes the token optional.
        needsBearerToken:
          Array.isArray(security) &&
          security.length > 0 &&
          security.every((requirement) => isObject(requirement) && Object.keys(requirement).length > 0),
      },
    ];
  });
}

/** A request made of an operation's own examples, as a client sends it. */
export interface ExampleRequest {
  operationId: string;
  /** Which example of the request body it sends, or `parameters` when the operation takes no body. */
  example: string;
  method: string;
  /** The path with its parameters filled in and encoded. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: { mediaType: string; value: Json; encoding: Record<string, string | undefined> };
}

function parameterText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The requests an operation's examples make: one per example of its request body (or one when it has
 * none), each with every parameter's example of the body example's name, else its first example (as
 * the code samples do). A parameter without an example is an error, since no page could show a
 * complete call.
 */
export function exampleRequests(operation: Operation): ExampleRequest[] {
  const content = Object.entries(operation.requestBody?.content ?? {});
  const bodies = content.flatMap(([mediaType, media]) =>
    media.examples.map((example) => ({
      name: example.name,
      mediaType,
      value: example.value,
      encoding: media.encoding,
    })),
  );
  if (bodies.length === 0) {
    if (operation.requestBody?.required) {
      throw new Error(`${operation.operationId}: the request body is required and has no example`);
    }
    return [{ ...parametersFor(operation), example: 'parameters' }];
  }
  return bodies.map(({ name, ...body }) => ({ ...parametersFor(operation, name), example: name, body }));
}

/** The method, path, query and headers of an operation's request with the body example named `exampleName`. */
function parametersFor(operation: Operation, exampleName?: string): Omit<ExampleRequest, 'example' | 'body'> {
  const firstExample = (parameter: Parameter): string => {
    const value =
      (exampleName !== undefined ? parameter.namedExamples[exampleName] : undefined) ?? parameter.examples.at(0);
    if (value === undefined) {
      throw new Error(`${operation.operationId}: the ${parameter.in} parameter ${parameter.name} has no example`);
    }
    return parameterText(value);
  };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (!parameter) throw new Error(`${operation.operationId}: the path parameter ${name} is not declared`);
    return encodeURIComponent(firstExample(parameter));
  });
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && (parameter.required || parameter.examples.length > 0))
    .map((parameter): [string, string] => [parameter.name, firstExample(parameter)]);
  const headers = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'header' && (parameter.required || parameter.examples.length > 0))
      .map((parameter) => [parameter.name, firstExample(parameter)]),
  );
  return { operationId: operation.operationId, method: operation.method, path, query, headers };
}

/** The URL of an example request on a server, such as the mock's `http://127.0.0.1:4010`. */
export function exampleUrl(baseUrl: string, request: ExampleRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return `${baseUrl}${request.path}${query === '' ? '' : `?${query}`}`;
}

/**
 * The body of an example request as `fetch` sends it. A multipart part whose encoding is JSON, or whose
 * value is an object, is sent as JSON; a part with a binary encoding is sent as a file, named after the
 * example's `fileName` where the body has one.
 */
export function exampleBody(request: ExampleRequest): { body: BodyInit; contentType?: string } | undefined {
  const { body } = request;
  if (!body) return undefined;
  if (body.mediaType !== 'multipart/form-data') {
    return { body: JSON.stringify(body.value), contentType: body.mediaType };
  }
  const form = new FormData();
  const fields = isObject(body.value) ? body.value : {};
  const fileName = Object.values(fields)
    .map((field) => (isObject(field) && typeof field.fileName === 'string' ? field.fileName : undefined))
    .find((name) => name !== undefined);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const contentType = body.encoding[name];
    if (contentType === 'application/json' || (typeof value === 'object' && value !== null)) {
      form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
    } else if (contentType !== undefined && !contentType.startsWith('text/')) {
      form.append(name, new File([parameterText(value)], fileName ?? name, { type: contentType }));
    } else {
      form.append(name, parameterText(value));
    }
  }
  // fetch writes the multipart boundary into the Content-Type itself.
  return { body: form };
}
