import { checkExamples } from './examples.js';
import { checkParameterExamples } from './parameter-examples.js';
import { checkSchemaDocs } from './schema-docs.js';
import { formatProblem, readSpec } from '../../lib/openapi/spec-source';

/** Checks the examples (each named body example has its path parameters) and the schema documentation of the API description. */
const file = process.argv[2] ?? 'openapi/tessera.yaml';
const source = readSpec(file);
const examples = checkExamples(source);
const problems = [...checkSchemaDocs(source), ...examples.problems, ...checkParameterExamples(source)];
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`${file}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `${file}: ${examples.checked} examples valid; every named body example has its path parameters; every schema property has a type and a description`,
);
