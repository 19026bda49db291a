/**
 * The names each operation of the API description takes and returns: its parameters and the
 * top-level fields of its request body and of each response. Checks over the built reference read
 * them to find each on the operation's page.
 */
import { fromPointer, isObject, operationsIn, type Json, type JsonObject, type SpecSource } from './spec-source';
import { kebabCase } from './generated-pages';

export interface OperationNames {
  readonly operationId: string;
  /** The page's slug below the reference, as the generator names it (`list-reconciliation-events`). */
  readonly slug: string;
  /** Each parameter's name and location (`path`, `query`, `header`, `cookie`). */
  readonly parameters: readonly { readonly name: string; readonly in: string }[];
  /** Fields of the request body; none when the operation takes no body. */
  readonly requestFields: readonly string[];
  /** Each documented status, with the fields of its body (none when it has no body). */
  readonly responses: readonly { readonly status: string; readonly fields: readonly string[] }[];
}

/** Follows local `$ref`s (`#/components/...`) until a value that is not one; a cycle or a dangling one fails. */
function deref(root: JsonObject, value: Json | undefined, seen: readonly string[] = []): JsonObject {
  if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : {};
  const ref = value.$ref;
  if (seen.includes(ref)) throw new Error(`openapi: ${ref} refers to itself`);
  let node: Json | undefined = root;
  for (const part of fromPointer(ref)) node = isObject(node) ? node[part] : undefined;
  if (node === undefined) throw new Error(`openapi: ${ref} points at nothing`);
  return deref(root, node, [...seen, ref]);
}

const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

/**
 * The fields a schema shows at its top level: its properties and those of its `allOf` parts and of an
 * array's items. Of a `oneOf`/`anyOf`, the theme shows one option at a time, the first until the
 * reader picks another: the first option's fields.
 */
function topLevelFields(root: JsonObject, value: Json | undefined): string[] {
  const schema = deref(root, value);
  if (schema.type === 'array') return topLevelFields(root, schema.items);
  const names = [
    ...Object.keys(isObject(schema.properties) ? schema.properties : {}),
    ...list(schema.allOf).flatMap((part) => topLevelFields(root, part)),
    ...['oneOf', 'anyOf']
      .flatMap((keyword) => list(schema[keyword]).slice(0, 1))
      .flatMap((option) => topLevelFields(root, option)),
  ];
  return [...new Set(names)];
}

/** The fields of the first media type of a body, the one the page shows first. */
function bodyFields(root: JsonObject, body: Json | undefined): string[] {
  const content = deref(root, body).content;
  const [media] = isObject(content) ? Object.values(content) : [];
  return isObject(media) ? topLevelFields(root, media.schema) : [];
}

export function operationNames(spec: SpecSource): OperationNames[] {
  const { root } = spec;
  return operationsIn(root).flatMap(({ operation, pathItem }): OperationNames[] => {
    if (typeof operation.operationId !== 'string') return [];
    const parameters = [...list(pathItem.parameters), ...list(operation.parameters)].flatMap((value) => {
      const { name, in: location } = deref(root, value);
      return typeof name === 'string' && typeof location === 'string' ? [{ name, in: location }] : [];
    });
    const responses = isObject(operation.responses) ? operation.responses : {};
    return [
      {
        operationId: operation.operationId,
        slug: kebabCase(operation.operationId),
        parameters,
        requestFields: bodyFields(root, operation.requestBody),
        responses: Object.entries(responses).map(([status, response]) => ({
          status,
          fields: bodyFields(root, response),
        })),
      },
    ];
  });
}
