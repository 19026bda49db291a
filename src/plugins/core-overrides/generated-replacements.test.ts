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

  it('passes a bundle restored from the cache, whose modules are all there although nothing was resolved again', () => {
    const withQuery = replacementFiles.map((file) => `${file}?cached`);
    expect(unappliedGeneratedReplacements([...appFiles, ...withQuery], outDir, generatedDir)).toEqual([]);
  });

  it('names a generated module whose replacement is not in the bundle', () => {
    const withoutRoutes = replacementFiles.filter((file) => !file.endsWith('routes.js'));
    expect(unappliedGeneratedReplacements([...appFiles, ...withoutRoutes], outDir, generatedDir)).toEqual([
      '@generated/routes',
    ]);
  });

  it('names a generated module that some import still reached', () => {
    const files = [...appFiles, ...replacementFiles, path.join(generatedDir, 'globalData.json')];
    expect(unappliedGeneratedReplacements(files, outDir, generatedDir)).toEqual(['@generated/globalData']);
  });
});
