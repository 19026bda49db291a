import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  fromPointer,
  isObject,
  operationsIn,
  toPointer,
  type Json,
  type JsonObject,
  type SpecProblem,
  type SpecSource,
} from '../../lib/openapi/spec-source';

type Path = (string | number)[];

/** Base of the ids under which the component schemas are registered with Ajv. */
const SCHEMA_BASE = 'https://openapi.tessera.invalid/schemas/';
const LOCAL_SCHEMA_REF = '#/components/schemas/';

/** Rewrites local `$ref`s to the ids the component schemas carry in Ajv. */
export function rewriteRefs(value: Json): Json;
export function rewriteRefs(value: Json | undefined): Json | undefined;
export function rewriteRefs(value: Json | undefined): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith(LOCAL_SCHEMA_REF)
        ? SCHEMA_BASE + child.slice(LOCAL_SCHEMA_REF.length)
        : rewriteRefs(child);
  }
  return copy;
}

/** An Ajv that knows the component schemas of the description, for `rewriteRefs`'d schemas to refer to. */
export function createAjv(schemas: JsonObject): Ajv2020 {
  // `discriminator` is OpenAPI's rendering hint; each branch of such a `oneOf`
  // also pins the property with `const`, so validation needs no discriminator support.
  // `x-tags` puts a schema's page in a tag's sidebar group; it does not validate.
  // `strictRequired` is off because composed schemas (`allOf`) require properties
  // that their branches define.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    keywords: ['discriminator', 'x-tags'],
  });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(rewriteRefs(schema) as object, SCHEMA_BASE + name);
  }
  return ajv;
}

interface ExampleCase {
  /** Where the example value sits, for the line of a problem. */
  path: Path;
  /** `undefined` when a string that should hold JSON does not parse. */
  value: Json | undefined;
  schema: Json | undefined;
  /** Where the schema sits, to compile each schema once. */
  schemaPath: Path;
}

/** Follows a local `$ref` (`#/components/...`) to the object it names. */
function resolve(root: JsonObject, value: Json | undefined): { value: Json | undefined; path: Path | undefined } {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) {
    return { value, path: undefined };
  }
  const path = fromPointer(value.$ref);
  let node: Json | undefined = root;
  for (const part of path) node = isObject(node) ? node[part] : undefined;
  return { value: node, path };
}

/** Collects the examples of a media type or a parameter: `example` and `examples`. */
function examplesOf(root: JsonObject, holder: JsonObject, holderPath: Path): { path: Path; value: Json }[] {
  const found: { path: Path; value: Json }[] = [];
  if (holder.example !== undefined) found.push({ path: [...holderPath, 'example'], value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const resolved = resolve(root, entry);
      const examplePath = resolved.path ?? [...holderPath, 'examples', name];
      if (isObject(resolved.value) && resolved.value.value !== undefined) {
        found.push({ path: [...examplePath, 'value'], value: resolved.value.value });
      }
    }
  }
  return found;
}

function mediaTypeCases(root: JsonObject, content: Json | undefined, contentPath: Path): ExampleCase[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]) => {
    if (!isObject(media) || media.schema === undefined) return [];
    const mediaPath = [...contentPath, mediaType];
    return examplesOf(root, media, mediaPath).map((example) => ({
      ...example,
      schema: media.schema as Json,
      schemaPath: [...mediaPath, 'schema'],
    }));
  });
}

/**
 * A parameter example is checked against the parameter schema and, when that schema
 * says the string holds JSON (`contentMediaType: application/json`), the parsed
 * string is checked against `contentSchema` too.
 */
function parameterCases(root: JsonObject, parameter: JsonObject, parameterPath: Path): ExampleCase[] {
  const schema = parameter.schema;
  if (schema === undefined) return [];
  const cases: ExampleCase[] = [];
  for (const example of examplesOf(root, parameter, parameterPath)) {
    cases.push({ ...example, schema, schemaPath: [...parameterPath, 'schema'] });
    if (isObject(schema) && schema.contentMediaType === 'application/json' && schema.contentSchema !== undefined) {
      let parsed: Json | undefined;
      try {
        parsed = typeof example.value === 'string' ? (JSON.parse(example.value) as Json) : undefined;
      } catch {
        parsed = undefined;
      }
      cases.push({
        ...example,
        value: parsed,
        schema: schema.contentSchema,
        schemaPath: [...parameterPath, 'schema', 'contentSchema'],
      });
    }
  }
  return cases;
}

function operationCases(root: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const parametersAt = (holder: JsonObject, holderPath: Path): void => {
    const parameters = Array.isArray(holder.parameters) ? holder.parameters : [];
    parameters.forEach((entry, index) => {
      const resolved = resolve(root, entry);
      if (isObject(resolved.value)) {
        cases.push(...parameterCases(root, resolved.value, resolved.path ?? [...holderPath, 'parameters', index]));
      }
    });
  };
  const paths = isObject(root.paths) ? root.paths : {};
  for (const [route, pathItem] of Object.entries(paths)) {
    if (isObject(pathItem)) parametersAt(pathItem, ['paths', route]);
  }
  for (const { path: route, method, operation } of operationsIn(root)) {
    const operationPath = ['paths', route, method];
    parametersAt(operation, operationPath);
    const body = resolve(root, operation.requestBody);
    if (isObject(body.value)) {
      const bodyPath = body.path ?? [...operationPath, 'requestBody'];
      cases.push(...mediaTypeCases(root, body.value.content, [...bodyPath, 'content']));
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, entry] of Object.entries(responses)) {
      const response = resolve(root, entry);
      if (isObject(response.value)) {
        const responsePath = response.path ?? [...operationPath, 'responses', status];
        cases.push(...mediaTypeCases(root, response.value.content, [...responsePath, 'content']));
      }
    }
  }
  return cases;
}

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLES = ['items', 'not', 'contentSchema', 'additionalProperties', 'if', 'then', 'else'];

/** Collects the `examples` keyword of every component schema and of every schema inside one. */
function schemaCases(schema: Json | undefined, schemaPath: Path): ExampleCase[] {
  if (!isObject(schema)) return [];
  const cases: ExampleCase[] = [];
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value, index) => {
      cases.push({ path: [...schemaPath, 'examples', index], value, schema, schemaPath });
    });
  }
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      cases.push(...schemaCases(child, [...schemaPath, 'properties', name]));
    }
  }
  for (const keyword of SUBSCHEMA_LISTS) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach((child, index) => cases.push(...schemaCases(child, [...schemaPath, keyword, index])));
  }
  for (const keyword of SUBSCHEMA_SINGLES) cases.push(...schemaCases(schema[keyword], [...schemaPath, keyword]));
  return cases;
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the example' : `example${error.instancePath}`;
  return `${where} ${error.message ?? 'is not valid'}`;
}

function instancePath(error: ErrorObject): Path {
  if (error.instancePath === '') return [];
  return fromPointer(error.instancePath).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export interface ExampleReport {
  checked: number;
  problems: SpecProblem[];
}

/** Validates every example of the API description against its schema (Ajv, JSON Schema 2020-12, with formats). */
export function checkExamples(source: SpecSource): ExampleReport {
  const { root } = source;
  const components = isObject(root.components) ? root.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const ajv = createAjv(schemas);
  const compiled = new Map<string, ValidateFunction>();
  const cases = [
    ...operationCases(root),
    ...Object.entries(schemas).flatMap(([name, schema]) => schemaCases(schema, ['components', 'schemas', name])),
  ];
  const problems: SpecProblem[] = [];
  const seen = new Set<string>();
  for (const example of cases) {
    const key = `${toPointer(example.path)} ${toPointer(example.schemaPath)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schemaKey = toPointer(example.schemaPath);
    let validate = compiled.get(schemaKey);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(example.schema) as object);
      compiled.set(schemaKey, validate);
    }
    if (example.value === undefined) {
      problems.push({
        file: source.file,
        line: source.lineOf(example.path),
        pointer: toPointer(example.path),
        message: 'the example is not valid JSON',
      });
      continue;
    }
    if (validate(example.value)) continue;
    for (const error of validate.errors ?? []) {
      const path = [...example.path, ...instancePath(error)];
      problems.push({
        file: source.file,
        line: source.lineOf(path),
        pointer: toPointer(path),
        message: describeError(error),
      });
    }
  }
  return { checked: seen.size, problems };
}
