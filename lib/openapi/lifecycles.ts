/**
 * Holds the life cycles of `lifecycles.ts` to the API description: an enum-backed life cycle must list
 * exactly the values of its enum, in its order, and an examples-only value must appear in an example of
 * the API description at each property it names. Every divergence names both places, the life cycle in
 * src/data/lifecycles.ts and the schema path in openapi/tessera.yaml, so either can be corrected.
 */
import { fromPointer, isObject, type Json, type JsonObject } from './spec-source';
import { isEnumLifecycle, type Lifecycle } from '../../src/data/lifecycles';

export const LIFECYCLES_FILE = 'src/data/lifecycles.ts';

export interface CheckOptions {
  /** The API description as its readers name it. */
  readonly apiFile?: string;
  /** The line of a JSON path in the API description, when known. */
  readonly lineOf?: (path: readonly (string | number)[]) => number;
}

function atPointer(root: JsonObject, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of fromPointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else return undefined;
  }
  return node;
}

const SCHEMA_PREFIX = '#/components/schemas/';

/** Resolves `$ref`s until a schema that is not one, or undefined when a `$ref` leads nowhere. */
function deref(root: JsonObject, schema: Json | undefined, depth = 0): JsonObject | undefined {
  if (!isObject(schema) || depth > 20) return undefined;
  return typeof schema.$ref === 'string' ? deref(root, atPointer(root, schema.$ref), depth + 1) : schema;
}

const branches = (schema: JsonObject): Json[] =>
  ['allOf', 'oneOf', 'anyOf'].flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list : [];
  });

/** The branches an instance takes: with a discriminator mapping, only the one its property names. */
function chosenBranches(schema: JsonObject, value: Json): Json[] {
  const { discriminator } = schema;
  if (isObject(discriminator) && isObject(discriminator.mapping) && typeof discriminator.propertyName === 'string') {
    const chosen = isObject(value) ? value[discriminator.propertyName] : undefined;
    const target = typeof chosen === 'string' ? discriminator.mapping[chosen] : undefined;
    if (typeof target === 'string') {
      const others = Array.isArray(schema.allOf) ? schema.allOf : [];
      return [...others, { $ref: target }];
    }
  }
  return branches(schema);
}

/** The schemas a property may have in `schema`, looking through `$ref`, `allOf`, `oneOf` and `anyOf`. */
function propertySchemas(root: JsonObject, schema: Json | undefined, name: string, depth = 0): JsonObject[] {
  const resolved = deref(root, schema);
  if (!resolved || depth > 20) return [];
  const own = isObject(resolved.properties) ? deref(root, resolved.properties[name]) : undefined;
  return [
    ...(own ? [own] : []),
    ...branches(resolved).flatMap((branch) => propertySchemas(root, branch, name, depth + 1)),
  ];
}

interface PropertyPath {
  readonly schema: string;
  readonly segments: readonly { readonly name: string; readonly each: boolean }[];
}

/** `UserRequest.history[].status` as the schema name and the property steps. */
function parseProperty(property: string): PropertyPath {
  const [schema = '', ...rest] = property.split('.');
  return {
    schema,
    segments: rest.map((segment) => ({ name: segment.replace(/\[\]$/, ''), each: segment.endsWith('[]') })),
  };
}

/** The schemas at the end of a property path; empty when the schema has no such property. */
function schemasAt(root: JsonObject, { schema, segments }: PropertyPath): JsonObject[] {
  let current: JsonObject[] = [deref(root, { $ref: `${SCHEMA_PREFIX}${schema}` })].filter(
    (found): found is JsonObject => found !== undefined,
  );
  for (const { name, each } of segments) {
    current = current.flatMap((candidate) => propertySchemas(root, candidate, name));
    if (each) {
      current = current.map((candidate) => deref(root, candidate.items)).filter((found) => found !== undefined);
    }
  }
  return current;
}

/** The values at a property path of one instance of its schema. */
function valuesAt(instance: Json, { segments }: PropertyPath): Json[] {
  let current: Json[] = [instance];
  for (const { name, each } of segments) {
    current = current.flatMap((node) => {
      const next = isObject(node) ? node[name] : undefined;
      if (next === undefined) return [];
      if (!each) return [next];
      return Array.isArray(next) ? next : [];
    });
  }
  return current;
}

/**
 * Every example value of the API description, filed under each named schema it is an instance of:
 * media-type and parameter examples, walked along their schema into nested objects and arrays, and the
 * `examples` of the named schemas themselves.
 */
export function collectSchemaExamples(root: JsonObject): Map<string, Json[]> {
  const instances = new Map<string, Json[]>();
  const record = (name: string, value: Json): void => {
    instances.set(name, [...(instances.get(name) ?? []), value]);
  };
  const walk = (schema: Json | undefined, value: Json, depth: number): void => {
    if (!isObject(schema) || depth > 40) return;
    if (typeof schema.$ref === 'string') {
      if (schema.$ref.startsWith(SCHEMA_PREFIX)) record(schema.$ref.slice(SCHEMA_PREFIX.length), value);
      walk(atPointer(root, schema.$ref), value, depth + 1);
      return;
    }
    for (const branch of chosenBranches(schema, value)) walk(branch, value, depth + 1);
    if (Array.isArray(value)) {
      for (const item of value) walk(schema.items, item, depth + 1);
    } else if (isObject(value) && isObject(schema.properties)) {
      for (const [name, propertySchema] of Object.entries(schema.properties)) {
        const propertyValue = value[name];
        if (propertyValue !== undefined) walk(propertySchema, propertyValue, depth + 1);
      }
    }
  };
  const exampleValues = (holder: JsonObject): Json[] => {
    const values: Json[] = holder.example === undefined ? [] : [holder.example];
    if (isObject(holder.examples)) {
      for (const example of Object.values(holder.examples)) {
        const resolved =
          isObject(example) && typeof example.$ref === 'string' ? atPointer(root, example.$ref) : example;
        if (isObject(resolved) && resolved.value !== undefined) values.push(resolved.value);
      }
    }
    return values;
  };
  const visit = (node: Json | undefined, path: readonly string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item) => {
        visit(item, path);
      });
      return;
    }
    if (!isObject(node)) return;
    // A media type or a parameter: its schema, and examples of that schema.
    if (node.schema !== undefined && path.at(-1) !== 'properties') {
      for (const value of exampleValues(node)) walk(node.schema, value, 0);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') continue;
      visit(child, [...path, key]);
    }
  };
  visit(root.paths, ['paths']);
  visit(isObject(root.components) ? root.components.parameters : undefined, ['components', 'parameters']);
  visit(isObject(root.components) ? root.components.requestBodies : undefined, ['components', 'requestBodies']);
  visit(isObject(root.components) ? root.components.responses : undefined, ['components', 'responses']);
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const own = Array.isArray(schema.examples) ? schema.examples : [];
    for (const value of schema.example === undefined ? own : [...own, schema.example]) {
      walk({ $ref: `${SCHEMA_PREFIX}${name}` }, value, 0);
    }
  }
  return instances;
}

const quoteList = (values: readonly string[]): string => values.map((value) => JSON.stringify(value)).join(', ');

/**
 * The divergences between the life cycles and the API description, one message each, naming the
 * life cycle in src/data/lifecycles.ts and the schema path in the API description. Empty when they agree.
 */
export function findLifecycleDivergences(
  data: readonly Lifecycle[],
  root: JsonObject,
  { apiFile = 'openapi/tessera.yaml', lineOf }: CheckOptions = {},
): string[] {
  const problems: string[] = [];
  const place = (pointer: string): string =>
    `${pointer} in ${apiFile}${lineOf ? `:${lineOf(fromPointer(pointer))}` : ''}`;
  const ours = (lifecycle: Lifecycle): string => `life cycle "${lifecycle.id}" in ${LIFECYCLES_FILE}`;

  const compare = (lifecycle: Lifecycle, expected: readonly string[], pointer: string, note = ''): void => {
    const enumValues = atPointer(root, pointer);
    if (!Array.isArray(enumValues)) {
      problems.push(`${ours(lifecycle)} names ${place(pointer)}, which is not an enum${note}`);
      return;
    }
    const actual = enumValues.map(String);
    const missing = actual.filter((value) => !expected.includes(value));
    const extra = expected.filter((value) => !actual.includes(value));
    const duplicated = expected.filter((value, index) => expected.indexOf(value) !== index);
    const details = [
      ...(missing.length > 0 ? [`the enum has ${quoteList(missing)}, the data has not`] : []),
      ...(extra.length > 0 ? [`the data has ${quoteList(extra)}, the enum has not`] : []),
      ...(duplicated.length > 0 ? [`the data repeats ${quoteList(duplicated)}`] : []),
    ];
    if (details.length === 0 && expected.join('\n') !== actual.join('\n')) {
      details.push(`the order differs: the data has ${quoteList(expected)}, the enum ${quoteList(actual)}`);
    }
    if (details.length > 0) {
      problems.push(`${ours(lifecycle)} differs from ${place(pointer)}${note}: ${details.join('; ')}`);
    }
  };

  const ids = data.map((lifecycle) => lifecycle.id);
  for (const id of ids.filter((value, index) => ids.indexOf(value) !== index)) {
    problems.push(`life cycle "${id}" appears more than once in ${LIFECYCLES_FILE}`);
  }

  const examples = collectSchemaExamples(root);
  for (const lifecycle of data) {
    const values = lifecycle.values.map((entry) => entry.value);
    for (const { from, to } of lifecycle.transitions.edges) {
      for (const end of [from, to].filter((state) => !values.includes(state))) {
        problems.push(`${ours(lifecycle)} has a transition from or to "${end}", which is not one of its values`);
      }
    }
    if (isEnumLifecycle(lifecycle)) {
      compare(lifecycle, values, lifecycle.source.pointer);
      for (const subset of lifecycle.source.subsets ?? []) {
        compare(
          lifecycle,
          values.filter((value) => !subset.excludes.includes(value)),
          subset.pointer,
          ` (all its values except ${quoteList(subset.excludes)})`,
        );
      }
      continue;
    }
    const { properties } = lifecycle.source;
    for (const property of properties) {
      const path = parseProperty(property);
      const pointer = `${SCHEMA_PREFIX}${path.schema}`;
      const found = schemasAt(root, path);
      if (found.length === 0) {
        problems.push(`${ours(lifecycle)} names ${property}, a property that ${place(pointer)} does not have`);
        continue;
      }
      if (found.some((schema) => Array.isArray(schema.enum))) {
        problems.push(
          `${ours(lifecycle)} is examples-only, but ${property} of ${place(pointer)} has an enum: make the life cycle enum-backed`,
        );
      }
      if (!lifecycle.values.some((entry) => entry.seenAt.includes(property))) {
        problems.push(`${ours(lifecycle)} lists ${property} in source.properties, but no value is seen there`);
      }
    }
    for (const entry of lifecycle.values) {
      if (entry.seenAt.length === 0) {
        problems.push(`${ours(lifecycle)}: "${entry.value}" names no property where it is seen`);
      }
      for (const property of entry.seenAt) {
        const path = parseProperty(property);
        const pointer = `${SCHEMA_PREFIX}${path.schema}`;
        if (!properties.includes(property)) {
          problems.push(`${ours(lifecycle)}: "${entry.value}" is seen at ${property}, which source.properties lacks`);
        }
        const seen = (examples.get(path.schema) ?? []).flatMap((instance) => valuesAt(instance, path));
        if (!seen.includes(entry.value)) {
          problems.push(
            `${ours(lifecycle)}: "${entry.value}" appears in no example of ${property} (${place(pointer)}); the examples there show ${seen.length > 0 ? quoteList([...new Set(seen.map(String))]) : 'no value'}`,
          );
        }
      }
    }
  }
  return problems;
}
