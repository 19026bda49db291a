/**
 * The request a code sample sends, built from an operation's own examples in the API description:
 * each example of the request body (one request per body example), with each path and query
 * parameter's example of the same name where the parameter has one, else its default example. Every language's template renders this one model, and the sample runner
 * (scripts/openapi/run-samples.ts) checks what the mock received against it.
 */
import { isObject, operationsIn, resolveRef, type Json, type JsonObject, type SpecSource } from '../spec-source';

/** A part of a multipart form: a file read from disk, or a value sent as text or JSON. */
export type FormPart =
  | { kind: 'file'; name: string; contentType: string; fileName: string; content: string }
  | { kind: 'json'; name: string; contentType: string; value: Json }
  | { kind: 'text'; name: string; contentType: string; value: string };

export type RequestBody =
  | { kind: 'json'; contentType: string; value: Json }
  | { kind: 'multipart'; contentType: 'multipart/form-data'; parts: FormPart[] };

export interface SampleRequest {
  operationId: string;
  /** Names the sample (its file and class): the operation id, plus the example's name when the operation has several. */
  name: string;
  summary: string;
  /** The request body example's summary when the operation has several, for the sample's tab. */
  exampleLabel?: string;
  method: string;
  /** The path template of the description, `/api/core/task/{id}/{action}`. */
  pathTemplate: string;
  /** The path with each parameter's example, URL-encoded. */
  path: string;
  /** Query parameters with their example values, not encoded. */
  query: [string, string][];
  body?: RequestBody;
}

/**
 * The example of a parameter for the body example named `exampleName`: its `examples` entry of that
 * name (so that each body example acts on its own record), else its own `example`, its first
 * `examples` entry, or its schema's `example` or `default`.
 */
function parameterExample(root: JsonObject, parameter: JsonObject, exampleName?: string): Json | undefined {
  if (exampleName !== undefined && isObject(parameter.examples)) {
    const named = resolveRef(root, parameter.examples[exampleName]);
    if (isObject(named) && named.value !== undefined) return named.value;
  }
  if (parameter.example !== undefined) return parameter.example;
  if (isObject(parameter.examples)) {
    const first = resolveRef(root, Object.values(parameter.examples)[0]);
    if (isObject(first) && first.value !== undefined) return first.value;
  }
  const schema = resolveRef(root, parameter.schema);
  if (isObject(schema)) return schema.example ?? schema.default;
  return undefined;
}

/** A name or location from the description, as text. */
function textOf(value: Json | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

function queryValue(value: Json): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A parameter whose example is an object or array is sent as JSON text.
  return JSON.stringify(value);
}

/** The file name the form's example gives its attachment (a `fileName` field of another part), else `<part>.bin`. */
function attachmentFileName(example: JsonObject, partName: string): string {
  for (const [name, value] of Object.entries(example)) {
    if (name !== partName && isObject(value) && typeof value.fileName === 'string') return value.fileName;
  }
  return `${partName}.bin`;
}

/** The bytes the sample runner writes as a file part's file, where the example cannot hold a file's content. */
function standInFileContent(fileName: string): string {
  return `Stand-in for ${fileName}, written by the code sample runner.`;
}

/**
 * Splits a multipart example into parts, typed as the description says: the part's `encoding`
 * content type, else the property's `contentMediaType` (or `format: binary`). A part of any type
 * but text and JSON is a file; an object or array is JSON. A file property the example leaves
 * out (an example holds no file's bytes) is still sent, as a stand-in file named as the example
 * names it. Parts follow the schema's order of properties, then the example's.
 */
function formParts(root: JsonObject, mediaType: JsonObject, example: Json, where: string): FormPart[] {
  if (!isObject(example)) throw new Error(`${where}: a multipart example must be an object of parts`);
  const schema = resolveRef(root, mediaType.schema);
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const encoding = isObject(mediaType.encoding) ? mediaType.encoding : {};
  const declaredType = (name: string): string | undefined => {
    const property = resolveRef(root, properties[name]);
    const partEncoding = encoding[name];
    return (
      (isObject(partEncoding) && typeof partEncoding.contentType === 'string' ? partEncoding.contentType : undefined) ??
      (isObject(property) && typeof property.contentMediaType === 'string' ? property.contentMediaType : undefined) ??
      (isObject(property) && property.format === 'binary' ? 'application/octet-stream' : undefined)
    );
  };
  const fileType = (type: string | undefined): string | undefined =>
    type !== undefined && !type.startsWith('text/') && !type.includes('json') ? type : undefined;
  const names = [...new Set([...Object.keys(properties), ...Object.keys(example)])];
  return names.flatMap((name): FormPart[] => {
    const value = example[name];
    const declared = declaredType(name);
    const file = fileType(declared);
    if (value === undefined) {
      if (file === undefined) return [];
      const fileName = attachmentFileName(example, name);
      return [{ kind: 'file', name, contentType: file, fileName, content: standInFileContent(fileName) }];
    }
    if (typeof value === 'object' && value !== null) {
      return [{ kind: 'json', name, contentType: declared ?? 'application/json', value }];
    }
    const text = queryValue(value);
    if (file !== undefined) {
      return [{ kind: 'file', name, contentType: file, fileName: attachmentFileName(example, name), content: text }];
    }
    return [{ kind: 'text', name, contentType: declared ?? 'text/plain', value: text }];
  });
}

/** Each request body example of an operation, with its summary; `[undefined]` when it has none. */
function bodyExamples(
  root: JsonObject,
  mediaType: JsonObject,
): { key: string; label?: string; value: Json }[] | undefined {
  if (isObject(mediaType.examples)) {
    return Object.entries(mediaType.examples).flatMap(([name, entry]) => {
      const example = resolveRef(root, entry);
      if (!isObject(example) || example.value === undefined) return [];
      return [{ key: name, label: typeof example.summary === 'string' ? example.summary : name, value: example.value }];
    });
  }
  if (mediaType.example !== undefined) return [{ key: 'example', value: mediaType.example }];
  return undefined;
}

/** Every request the samples of the description send, in the order of its paths. */
export function sampleRequests(source: SpecSource): SampleRequest[] {
  const { root } = source;
  return operationsIn(root).flatMap(({ path: pathTemplate, method, operation, pathItem }) => {
    if (typeof operation.operationId !== 'string') return [];
    const { operationId } = operation;
    const at = (...keys: (string | number)[]): string =>
      `${source.file}:${source.lineOf(['paths', pathTemplate, method, ...keys])}`;

    const parameters = new Map<string, JsonObject>();
    for (const entry of [
      ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ]) {
      const parameter = resolveRef(root, entry);
      if (isObject(parameter)) parameters.set(`${textOf(parameter.in)} ${textOf(parameter.name)}`, parameter);
    }
    /** The path and query the sample sends with the body example named `exampleName`. */
    const target = (exampleName?: string): { path: string; query: [string, string][] } => {
      let path = pathTemplate;
      const query: [string, string][] = [];
      for (const parameter of parameters.values()) {
        const name = textOf(parameter.name);
        const example = parameterExample(root, parameter, exampleName);
        if (parameter.in === 'header' || parameter.in === 'cookie') {
          throw new Error(`${at('parameters')}: code samples do not send ${parameter.in} parameters (${name})`);
        }
        if (example === undefined || example === null) {
          if (parameter.required === true) {
            throw new Error(`${at('parameters')}: the required parameter ${name} has no example for the code samples`);
          }
          continue;
        }
        if (parameter.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(queryValue(example)));
        else query.push([name, queryValue(example)]);
      }
      return { path, query };
    };

    const base = {
      operationId,
      name: operationId,
      summary: typeof operation.summary === 'string' ? operation.summary : operationId,
      method,
      pathTemplate,
      ...target(),
    };
    const requestBody = resolveRef(root, operation.requestBody);
    if (!isObject(requestBody) || !isObject(requestBody.content)) return [base];
    const first = Object.entries(requestBody.content).at(0);
    if (first === undefined || !isObject(first[1])) return [base];
    const [contentType, mediaType] = first;
    const examples = bodyExamples(root, mediaType);
    if (examples === undefined || examples.length === 0) {
      if (requestBody.required === true) {
        throw new Error(`${at('requestBody')}: the request body has no example for the code samples`);
      }
      return [base];
    }
    return examples.map(({ key, label, value }): SampleRequest => {
      const several = examples.length > 1;
      const exampleLabel = several ? label : undefined;
      const name = several
        ? operationId + key.charAt(0).toUpperCase() + key.slice(1).replace(/[^A-Za-z0-9]/g, '')
        : operationId;
      const sample = { ...base, ...target(key), name, exampleLabel };
      if (contentType === 'multipart/form-data') {
        const parts = formParts(root, mediaType, value, at('requestBody'));
        return { ...sample, body: { kind: 'multipart', contentType, parts } };
      }
      if (contentType.includes('json')) return { ...sample, body: { kind: 'json', contentType, value } };
      throw new Error(`${at('requestBody')}: code samples do not send ${contentType} bodies`);
    });
  });
}
