import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unappliedGeneratedReplacements } from './index';
import { generatedReplacements, outputDirName } from './route-sections-codegen';

const generatedDir = path.resolve('/site/.docusaurus');
const outDir = path.join(generatedDir, outputDirName);
const replacementFiles = Object.values(generatedReplacements).map((file) => path.join(outDir, file));
const appFiles = [path.resolve('/site/node_modules/@docusaurus/core/lib/client/App.js')];

describe('the guard of the route-section replacements', () => {
  it('passes a client bundle that holds every replacement and none of the generated modules', () => {
    expect(unappliedGeneratedReplacements([...appFiles, ...replacementFiles], outDir, generatedDir)).toEqual([]);
  });

  it('reads module files without their query or fragment', () => {
    const withQuery = replacementFiles.map((file, index) => `${file}${index % 2 ? '?query' : '#fragment'}`);
    expect(unappliedGeneratedReplacements([...appFiles, ...withQuery], outDir, generatedDir)).toEqual([]);
  });

  it('names a generated module whose replacement is not in the bundle', () => {
    const withoutRoutes = replacementFiles.filter((file) => !file.endsWith('routes.js'));
    expect(unappliedGeneratedReplacements([...appFiles, ...withoutRoutes], outDir, generatedDir)).toEqual([
      { upstream: '@generated/routes', how: 'missing' },
    ]);
  });

  it('names a generated module, JavaScript or JSON, that some import still reached', () => {
    const files = [
      ...appFiles,
      ...replacementFiles,
      path.join(generatedDir, 'routes.js'),
      path.join(generatedDir, 'globalData.json'),
    ];
    expect(unappliedGeneratedReplacements(files, outDir, generatedDir)).toEqual([
      { upstream: '@generated/routes', how: 'bypassed' },
      { upstream: '@generated/globalData', how: 'bypassed' },
    ]);
  });
});
