import { isObject, toPointer, type Json, type SpecProblem, type SpecSource } from '../../lib/openapi/spec-source';

type Path = (string | number)[];

/** Keywords that give a property its type, directly or through another schema. */
const TYPING_KEYWORDS = ['type', '$ref', 'const', 'enum', 'allOf', 'anyOf', 'oneOf'];

function propertyProblems(source: SpecSource, schema: Json | undefined, schemaPath: Path): SpecProblem[] {
  if (!isObject(schema)) return [];
  const problems: SpecProblem[] = [];
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const path = [...schemaPath, 'properties', name];
      const report = (message: string) =>
        problems.push({ file: source.file, line: source.lineOf(path), pointer: toPointer(path), message });
      if (!isObject(property)) {
        report(`property "${name}" is not a schema`);
        continue;
      }
      if (!TYPING_KEYWORDS.some((keyword) => keyword in property)) report(`property "${name}" has no type`);
      const documented = typeof property.description === 'string' && property.description.trim() !== '';
      if (!documented && !('$ref' in property)) report(`property "${name}" has no description`);
      problems.push(...propertyProblems(source, property, path));
      problems.push(...propertyProblems(source, property.items, [...path, 'items']));
    }
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[keyword];
    if (Array.isArray(list)) {
      list.forEach((child, index) =>
        problems.push(...propertyProblems(source, child, [...schemaPath, keyword, index])),
      );
    }
  }
  return problems;
}

/**
 * Every component schema has a description, and every property in it a type and a
 * description (a `$ref` property takes the description of the schema it names).
 */
export function checkSchemaDocs(source: SpecSource): SpecProblem[] {
  const components = isObject(source.root.components) ? source.root.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).flatMap(([name, schema]) => {
    const path = ['components', 'schemas', name];
    const problems = propertyProblems(source, schema, path);
    if (!isObject(schema) || typeof schema.description !== 'string') {
      problems.unshift({
        file: source.file,
        line: source.lineOf(path),
        pointer: toPointer(path),
        message: `schema "${name}" has no description`,
      });
    }
    return problems;
  });
}
