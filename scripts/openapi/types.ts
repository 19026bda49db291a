/**
 * `tsx scripts/openapi/types.ts [--check]`: compiles openapi/tessera.yaml into
 * TypeScript types (openapi-typescript) at openapi/generated/tessera.ts, which the
 * runnable example and the type tests import. With --check it only fails when the
 * committed file differs from what the spec gives.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const specPath = path.resolve('openapi/tessera.yaml');
const typesPath = path.resolve('openapi/generated/tessera.ts');
const HEADER = '// Generated from openapi/tessera.yaml by `npm run gen:api-types`. Do not edit.\n';

async function main(): Promise<void> {
  const ast = await openapiTS(pathToFileURL(specPath), { alphabetize: false });
  const options = (await resolveConfig(typesPath)) ?? {};
  const text = await format(HEADER + astToString(ast), { ...options, filepath: typesPath });
  if (!process.argv.includes('--check')) {
    writeFileSync(typesPath, text);
    console.log(`Wrote ${path.relative('.', typesPath)}`);
    return;
  }
  if (!existsSync(typesPath) || readFileSync(typesPath, 'utf8') !== text) {
    console.error(
      `${path.relative('.', typesPath)}:1: out of date with openapi/tessera.yaml; run npm run gen:api-types`,
    );
    process.exit(1);
  }
  console.log(`${path.relative('.', typesPath)}: up to date with openapi/tessera.yaml`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
