import {
  isObject,
  operationsIn,
  resolveRef,
  toPointer,
  type Json,
  type JsonObject,
  type SpecProblem,
  type SpecSource,
} from '../../lib/openapi/spec-source';

/** The names of a holder's `examples` (a parameter or a media type). */
function exampleNames(root: JsonObject, holder: Json | undefined): string[] {
  const resolved = resolveRef(root, holder);
  return isObject(resolved) && isObject(resolved.examples) ? Object.keys(resolved.examples) : [];
}

/**
 * Checks that each named request body example has the path parameters it acts on: where an operation
 * has several named body examples and a path parameter has named examples, the code samples, the mock's
 * tests and the Postman collection send each body example with the parameter example of its name
 * (lib/openapi/code-samples/request.ts). A body example without one would be sent to another
 * example's record, such as a rejection sent to the task and action of an approval.
 */
export function checkParameterExamples(source: SpecSource): SpecProblem[] {
  const { root } = source;
  return operationsIn(root).flatMap(({ path: route, method, operation, pathItem }) => {
    const requestBody = resolveRef(root, operation.requestBody);
    const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
    const bodyNames = Object.values(content).flatMap((media) => exampleNames(root, media));
    if (bodyNames.length < 2) return [];
    const name = typeof operation.operationId === 'string' ? operation.operationId : `${method} ${route}`;
    const parameterEntries = (holder: JsonObject, at: (string | number)[]) =>
      (Array.isArray(holder.parameters) ? holder.parameters : []).map((entry, index) => ({
        entry,
        at: [...at, 'parameters', index],
      }));
    return [
      ...parameterEntries(pathItem, ['paths', route]),
      ...parameterEntries(operation, ['paths', route, method]),
    ].flatMap(({ entry, at }) => {
      const parameter = resolveRef(root, entry);
      if (!isObject(parameter) || parameter.in !== 'path' || typeof parameter.name !== 'string') return [];
      const parameterNames = exampleNames(root, parameter);
      if (parameterNames.length === 0) return [];
      const missing = bodyNames.filter((bodyName) => !parameterNames.includes(bodyName));
      if (missing.length === 0) return [];
      return [
        {
          file: source.file,
          line: source.lineOf([...at, 'examples']),
          pointer: toPointer([...at, 'examples']),
          message: `${name}: the path parameter ${parameter.name} has named examples but none for the request body example(s) ${missing.join(', ')}`,
        },
      ];
    });
  });
}
