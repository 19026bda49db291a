import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ModuleReplacement } from './module-replacements';
import { replacementFor, resolveReplacements, unappliedMessage, unappliedReplacements } from './replace-modules';

/**
 * A site whose node_modules is a symbolic link to a store elsewhere, as pnpm and monorepos lay it
 * out: the bundler names modules by their real path, in the store.
 */
const root = mkdtempSync(path.join(tmpdir(), 'core-overrides-'));
const store = path.join(root, 'store', 'node_modules');
const siteDir = path.join(root, 'site');
const upstreamInStore = path.join(store, '@docusaurus', 'core', 'lib', 'client', 'preload.js');
mkdirSync(path.dirname(upstreamInStore), { recursive: true });
writeFileSync(
  path.join(store, '@docusaurus', 'core', 'package.json'),
  '{"name":"@docusaurus/core","version":"3.10.2"}',
);
writeFileSync(upstreamInStore, 'export default function preload() {}\n');
mkdirSync(path.join(siteDir, 'src'), { recursive: true });
writeFileSync(path.join(siteDir, 'package.json'), '{"name":"site"}');
writeFileSync(path.join(siteDir, 'src', 'preload.ts'), 'export default function preload() {}\n');
symlinkSync(store, path.join(siteDir, 'node_modules'), 'dir');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const entry: ModuleReplacement = {
  override: 'route-preload',
  upstream: '@docusaurus/core/lib/client/preload.js',
  replacement: 'src/preload.ts',
  bundles: ['client'],
  why: 'a reason',
};

describe('module replacements', () => {
  const replacements = resolveReplacements([entry], 'client', siteDir);
  const resolved = replacements[0];

  it('match the upstream file whether the bundler names it through the link or by its real path', () => {
    const throughLink = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'preload.js');
    expect(replacementFor(upstreamInStore, app, replacements)).toBe(resolved);
    expect(replacementFor(throughLink, app, replacements)).toBe(resolved);
    expect(replacementFor(`${upstreamInStore}?query`, app, replacements)).toBe(resolved);
  });

  it('match nothing else, and leave the upstream module to the replacement that imports it', () => {
    const otherPreload = path.join(siteDir, 'src', 'preload.ts');
    expect(replacementFor(otherPreload, undefined, replacements)).toBeUndefined();
    expect(replacementFor(upstreamInStore, path.join(siteDir, 'src', 'preload.ts'), replacements)).toBeUndefined();
  });

  it('leave out the entries of the other bundle', () => {
    expect(resolveReplacements([entry], 'server', siteDir)).toEqual([]);
  });

  const replacementFile = path.join(siteDir, 'src', 'preload.ts');
  const app = path.join(store, '@docusaurus', 'core', 'lib', 'client', 'App.js');

  it('count as applied when the replacement is a module of the bundle and the upstream module is not', () => {
    expect(unappliedReplacements([{ file: replacementFile, importers: [app] }], replacements)).toEqual([]);
  });

  it('count as applied when only the replacement imports the upstream module', () => {
    const modules = [
      { file: replacementFile, importers: [app] },
      { file: upstreamInStore, importers: [replacementFile] },
    ];
    expect(unappliedReplacements(modules, replacements)).toEqual([]);
  });

  it('count as not applied when the replacement is not in the bundle, or another module imports the upstream one', () => {
    expect(unappliedReplacements([{ file: upstreamInStore, importers: [app] }], replacements)).toEqual([
      { replacement: resolved },
    ]);
    const bypassed = [
      { file: replacementFile, importers: [app] },
      { file: upstreamInStore, importers: [replacementFile, app] },
    ];
    expect(unappliedReplacements(bypassed, replacements)).toEqual([{ replacement: resolved, importer: app }]);
  });

  it('name the override, the upstream file, its version and the bypassing module when one did not apply', () => {
    const message = unappliedMessage({ replacement: resolved }, 'client', siteDir);
    expect(message).toContain('Override route-preload: src/preload.ts of @docusaurus/core/lib/client/preload.js');
    expect(message).toContain('@docusaurus/core 3.10.2');
    expect(message).toContain('client bundle never imported');
    expect(unappliedMessage({ replacement: resolved, importer: app }, 'client', siteDir)).toContain(
      `${app} still imports`,
    );
  });

  it('refuse two entries with the same upstream file or replacement, which the check could not tell apart', () => {
    const other = { ...entry, upstream: '@docusaurus/core/lib/client/docusaurus.js' };
    expect(() => resolveReplacements([entry, other], 'client', siteDir)).toThrow(
      'Two module replacements name src/preload.ts',
    );
  });

  it('fail at once, naming the override, when the upstream file is not installed', () => {
    const gone = { ...entry, upstream: '@docusaurus/core/lib/client/gone.js' };
    expect(() => resolveReplacements([gone], 'client', siteDir)).toThrow(
      /Override route-preload: src\/preload\.ts of @docusaurus\/core\/lib\/client\/gone\.js .*does not exist/,
    );
  });
});
