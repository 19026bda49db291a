/**
 * src/theme/ResponseExamples wraps docusaurus-theme-openapi-docs' (5.2) example components. These
 * name the upstream shape it relies on, so an upgrade that changes it fails here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const themeDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('docusaurus-theme-openapi-docs/package.json')),
  'lib',
  'theme',
);
const read = (file: string): string => readFileSync(path.join(themeDir, file), 'utf8');

describe('docusaurus-theme-openapi-docs, whose example components src/theme/ResponseExamples wraps', () => {
  it('exports the three example components by name', () => {
    const source = read('ResponseExamples/index.js');
    for (const name of ['ResponseExamples', 'ResponseExample', 'ExampleFromSchema']) {
      expect(source).toContain(`exports.${name} = ${name};`);
    }
  });

  it('still hands an example that is not an object to the code block as it is', () => {
    expect(read('ResponseExamples/index.js')).toMatch(
      /isObject\s*\?\s*JSON\.stringify\(exampleValue\.value, null, 2\)\s*:\s*exampleValue\.value/,
    );
  });

  it('calls them as functions from the request and response schemas', () => {
    for (const file of ['ResponseSchema/index.js', 'RequestSchema/index.js']) {
      expect(read(file)).toContain('(0, ResponseExamples_1.ResponseExamples)({');
    }
  });
});
