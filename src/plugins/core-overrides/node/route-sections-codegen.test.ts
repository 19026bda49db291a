import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const codegen = path.resolve(__dirname, 'route-sections-codegen.ts');
const tsx = path.resolve('node_modules/.bin/tsx');

let workDir: string | undefined;
afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('writeRouteSections', () => {
  it('writes an import of the version data module that exists when the build runs from another directory', () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'route-sections-'));
    const generatedDir = path.join(workDir, '.docusaurus');
    const metadata = { pluginId: 'default', version: 'current', docsSidebars: {}, docs: {} };
    // A build started elsewhere: the working directory is not the site's.
    const script = `
      import { writeRouteSections } from ${JSON.stringify(codegen)};
      writeRouteSections({
        routes: [],
        registry: new Map(),
        chunkNames: {},
        globalData: {},
        versionMetadata: new Map([['meta', ${JSON.stringify(metadata)}]]),
      }, ${JSON.stringify(generatedDir)});
    `;
    execFileSync(tsx, ['--eval', script], { cwd: workDir });
    const module = readFileSync(path.join(generatedDir, 'tessera-route-sections', 'version-meta.js'), 'utf8');
    const imported = /import \{ versionDataOf \} from (".*?");/.exec(module)?.[1];
    expect(imported).toBeDefined();
    const file = JSON.parse(imported ?? '""') as string;
    expect(path.isAbsolute(file)).toBe(true);
    expect(existsSync(file)).toBe(true);
  });
});
