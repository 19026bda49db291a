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
    const app = path.join(store, '@docusaurus', 'core', 'lib', 'client', 'App.js');
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

  it('count as applied only when the replacement is a module of the bundle', () => {
    expect(unappliedReplacements([path.join(siteDir, 'src', 'preload.ts')], replacements)).toEqual([]);
    expect(unappliedReplacements([upstreamInStore], replacements)).toEqual(replacements);
  });

  it('name the override, the upstream file and its version when one did not apply', () => {
    const message = unappliedMessage(resolved, 'client', siteDir);
    expect(message).toContain('Override src/preload.ts of @docusaurus/core/lib/client/preload.js');
    expect(message).toContain('@docusaurus/core 3.10.2');
    expect(message).toContain('client bundle');
  });

  it('fail at once, naming the override, when the upstream file is not installed', () => {
    const gone = { ...entry, upstream: '@docusaurus/core/lib/client/gone.js' };
    expect(() => resolveReplacements([gone], 'client', siteDir)).toThrow(
      /Override src\/preload\.ts of @docusaurus\/core\/lib\/client\/gone\.js .*does not exist/,
    );
  });
});
