/**
 * `npm run gen:api`: generates the Developer Guide from openapi/tessera.yaml.
 * - the spec with each operation's code samples (lib/openapi/code-samples), which the plugin reads;
 * - MDX pages and the sidebar, by docusaurus-plugin-openapi-docs, into generated/developer, with the
 *   hand-written pages of developer/ beside them;
 * - the downloads (spec as YAML and JSON, Postman collection) into generated/static/api.
 * Everything it writes is rebuilt from the spec on each run and never committed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { inflateSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiReference, codeSampleContext } from '../../config/api-reference';
import { withCodeSamples } from '../../lib/openapi/code-samples';
import { isObject, readSpec, type JsonObject } from '../../lib/openapi/spec-source';
import {
  fixApiPage,
  fixInfoPage,
  fixSchemaPage,
  fixSidebar,
  kebabCase,
  type SidebarItem,
} from '../../lib/openapi/generated-pages';
import { toPostmanCollection } from './postman';

const outputDir = path.resolve(apiReference.outputDir);
const downloadsDir = path.resolve(apiReference.staticDir, 'api');

/**
 * The explorer shows the samples a page's front matter carries (`api`, the operation as base64 of
 * deflated JSON); fails when a page does not carry exactly those `npm run gen:api` wrote into its
 * operation, as when the plugin stops passing `x-codeSamples` through.
 */
function checkPagesShowSamples(pagesSpec: JsonObject): void {
  const paths = isObject(pagesSpec.paths) ? pagesSpec.paths : {};
  for (const pathItem of Object.values(paths)) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const page = path.join(outputDir, `${kebabCase(operation.operationId)}.api.mdx`);
      const encoded = /^api: (\S+)$/m.exec(readFileSync(page, 'utf8'))?.[1];
      const shown =
        encoded === undefined
          ? undefined
          : (JSON.parse(inflateSync(Buffer.from(encoded, 'base64')).toString()) as JsonObject);
      if (!isDeepStrictEqual(shown?.['x-codeSamples'], operation['x-codeSamples'])) {
        throw new Error(
          `${page}: the page does not carry the code samples of ${operation.operationId} (x-codeSamples)`,
        );
      }
    }
  }
}

async function main(): Promise<void> {
  rmSync(outputDir, { recursive: true, force: true });
  rmSync(downloadsDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  mkdirSync(downloadsDir, { recursive: true });
  // The docs instance reads this file; it must exist while the generator loads the site config.
  writeFileSync(path.join(outputDir, 'sidebars.json'), JSON.stringify({ api: [] }));
  const source = readSpec(apiReference.specPath);
  const pagesSpec = withCodeSamples(source, codeSampleContext);
  mkdirSync(path.dirname(apiReference.pagesSpecPath), { recursive: true });
  writeFileSync(apiReference.pagesSpecPath, `${JSON.stringify(pagesSpec, null, 2)}\n`);

  try {
    execFileSync('npx', ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', 'openapi'], { stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${String(stdout ?? '')}${String(stderr ?? '')}`);
    throw new Error('docusaurus gen-api-docs failed');
  }

  const generatedSidebar = path.join(outputDir, 'sidebar.ts');
  const sidebarModule = (await import(pathToFileURL(generatedSidebar).href)) as { default: SidebarItem[] };
  // Hand-written pages (a tutorial, not an operation) follow the overview, in the order of their names.
  const pages = readdirSync(apiReference.pagesDir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  for (const name of pages) cpSync(path.join(apiReference.pagesDir, name), path.join(outputDir, name));
  const [overview, ...rest] = fixSidebar(sidebarModule.default);
  const handWritten = pages.map((name): SidebarItem => ({ type: 'doc', id: name.replace(/\.mdx?$/, '') }));
  writeFileSync(
    path.join(outputDir, 'sidebars.json'),
    JSON.stringify({ api: [overview, ...handWritten, ...rest] }, null, 2),
  );
  rmSync(generatedSidebar);

  const rewrite = (file: string, fix: (text: string) => string): void => {
    writeFileSync(file, fix(readFileSync(file, 'utf8')));
  };
  for (const name of readdirSync(outputDir).filter((file) => file.endsWith('.api.mdx'))) {
    rewrite(path.join(outputDir, name), fixApiPage);
  }
  for (const name of readdirSync(outputDir).filter((file) => file.endsWith('.info.mdx'))) {
    rewrite(path.join(outputDir, name), fixInfoPage);
  }
  const schemasDir = path.join(outputDir, 'schemas');
  for (const name of readdirSync(schemasDir).filter((file) => file.endsWith('.schema.mdx'))) {
    rewrite(path.join(schemasDir, name), fixSchemaPage);
  }

  const paths = isObject(source.root.paths) ? source.root.paths : {};
  const operationIds = Object.values(paths).flatMap((item) =>
    isObject(item)
      ? Object.values(item).flatMap((op) =>
          isObject(op) && typeof op.operationId === 'string' ? [op.operationId] : [],
        )
      : [],
  );
  checkPagesShowSamples(pagesSpec);
  const missing = operationIds.filter((id) => !readdirSync(outputDir).includes(`${kebabCase(id)}.api.mdx`));
  if (missing.length > 0) throw new Error(`${apiReference.specPath}: no page generated for ${missing.join(', ')}`);

  writeFileSync(path.join(downloadsDir, 'tessera-openapi.yaml'), readFileSync(apiReference.specPath));
  writeFileSync(path.join(downloadsDir, 'tessera-openapi.json'), `${JSON.stringify(source.root, null, 2)}\n`);
  writeFileSync(
    path.join(downloadsDir, 'tessera.postman_collection.json'),
    `${JSON.stringify(await toPostmanCollection(source.root), null, 2)}\n`,
  );
  console.log(`gen:api: ${operationIds.length} operation pages, downloads in ${path.relative('.', downloadsDir)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
