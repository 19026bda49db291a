/**
 * `npm run check:content`: holds both doc versions and the OpenAPI examples to the Northwind world and the API's
 * spellings (see check.ts), printing each finding as file:line and exiting 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { world } from '../../src/data/world';
import { apiReference } from '../../config/api-reference';
import { parseSpec, type SpecSource } from '../../lib/openapi/spec-source';
import { checkSource, indexWorld, readApiEnums, type Finding, type Source } from './check';
import { procedureOwners } from '../../src/data/procedure-owners';
import { ownerTableFindings, secondCopies } from './owners';

const root = path.resolve(import.meta.dirname, '..', '..');
const openapiFile = 'openapi/tessera.yaml';

function pages(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return pages(relative);
    return /\.mdx?$/.test(name) ? [relative] : [];
  });
}

/** Each docs version's folder: the current one and every release snapshot; and the Developer Guide's own pages. */
function docFolders(): string[] {
  const versioned = readdirSync(path.join(root, 'versioned_docs')).map((name) => path.join('versioned_docs', name));
  return ['docs', ...versioned, apiReference.pagesDir];
}

function loadSources(spec: SpecSource, specText: string): Source[] {
  const sources: Source[] = docFolders().flatMap((folder) =>
    pages(folder).map((file) => ({
      file,
      text: readFileSync(path.join(root, file), 'utf8'),
      docPath: path.relative(folder, file).split(path.sep).join('/'),
    })),
  );
  sources.push({ file: openapiFile, text: specText, docPath: '', spec });
  return sources;
}

function main(): void {
  const specText = readFileSync(path.join(root, openapiFile), 'utf8');
  const spec = parseSpec(openapiFile, specText);
  const sources = loadSources(spec, specText);
  const index = indexWorld(world, readApiEnums(spec.root));
  const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const findings: Finding[] = [
    ...sources.flatMap((source) => checkSource(source, index)),
    ...secondCopies(sources, procedureOwners),
    ...ownerTableFindings(contributing, procedureOwners, (file) => existsSync(path.join(root, file))),
  ];
  for (const finding of findings) {
    console.error(`${finding.file}:${String(finding.line)}: ${finding.message} [${finding.rule}]`);
  }
  const files = new Set(findings.map((finding) => finding.file)).size;
  if (findings.length > 0) {
    console.error(
      `\n${String(findings.length)} content finding(s) in ${String(files)} file(s); the world is src/data/world/.`,
    );
    process.exit(1);
  }
  console.log(`Content check: ${String(sources.length)} files agree with the Northwind world and the API.`);
}

main();
