import { checkExamples } from './examples.js';
import { checkSchemaDocs } from './schema-docs.js';
import { formatProblem, readSpec } from '../../lib/openapi/spec-source';

/** Checks the examples and the schema documentation of the API description. */
const file = process.argv[2] ?? 'openapi/tessera.yaml';
const source = readSpec(file);
const examples = checkExamples(source);
const problems = [...checkSchemaDocs(source), ...examples.problems];
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`${file}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`${file}: ${examples.checked} examples valid; every schema property has a type and a description`);
