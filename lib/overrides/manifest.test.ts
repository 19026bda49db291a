/**
 * The override manifest against the installed packages and the repository: names the overrides to
 * revisit when an upgrade changes an upstream file they replace, copy or rely on, and keeps the
 * manifest, the `Follows` lines of the copies, the theme folder and CONTRIBUTING.md's table in step.
 * After checking an override against the new upstream code, record the sha256 the failure prints
 * (and the version in its `Follows` line); or build with the override off while it is ported.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFile, installedVersion, packageDir, splitPackagePath } from '../installed-package';
import { overrideEnabled, overrides, overridesOffVariable, switchedOff, type Override } from './manifest';

const entries: readonly Override[] = overrides;
const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

const fingerprints = entries.flatMap((override) => override.upstream.map((upstream) => ({ override, upstream })));

describe('each upstream file an override replaces, copies or relies on', () => {
  it.each(
    fingerprints.map(({ override, upstream }) => [override.id, upstream.file, override, upstream.sha256] as const),
  )('%s: %s is unchanged', (id, file, override, recorded) => {
    const { name } = splitPackagePath(file);
    const actual = sha256(installedFile(file));
    expect(
      actual,
      `${file} changed in ${name}@${installedVersion(name)}: revisit the override ${id} (${override.files.join(', ')}), ` +
        `then record ${actual} in lib/overrides/manifest.ts, or build with ${overridesOffVariable}=${id} meanwhile`,
    ).toBe(recorded);
  });
});

describe('the manifest', () => {
  it('gives each override one id, its files, a reason and a gain', () => {
    expect(new Set(entries.map((override) => override.id)).size).toBe(entries.length);
    for (const override of entries) {
      for (const file of override.files) expect(existsSync(file), `${override.id}: ${file}`).toBe(true);
      expect(override.reason.length, override.id).toBeGreaterThan(20);
      expect(override.gain.figure, `${override.id} has no measured gain`).not.toBe('');
      for (const required of override.requires ?? []) {
        expect(entries.map((entry) => entry.id)).toContain(required);
      }
    }
  });

  it('names each module swap’s files among the override’s own', () => {
    for (const override of entries) {
      for (const swap of override.swaps ?? []) {
        expect(override.files).toContain(swap.replacement);
        expect(override.upstream.map((upstream) => upstream.file)).toContain(swap.upstream);
      }
    }
  });
});

/** Copies of upstream code say so in a `Follows <package>@<version> <path>` line. */
const followsLine = /\bFollows (@?[\w.-]+(?:\/[\w.-]+)?)@(\d[\w.-]*) ([\w./-]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)));
}

const copies = ['src', 'config'].flatMap(sourceFiles).flatMap((file) => {
  // Comments wrap: a line break and the next line's `*` or `//` read as one space.
  const text = readFileSync(file, 'utf8').replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
  return [...text.matchAll(followsLine)].map(([, name = '', version = '', upstreamPath = '']) => ({
    file,
    upstream: `${name}/${upstreamPath}`,
    version,
  }));
});

describe('each copy of upstream code', () => {
  it('is found', () => {
    expect(copies.map((copy) => copy.file)).toContain('config/html-template.ts');
  });

  it.each(copies)(
    '$file is the manifest’s copy of $upstream, at the installed version',
    ({ file, upstream, version }) => {
      const owner = entries.find((override) => override.files.includes(file));
      expect(owner, `${file} copies ${upstream}: give it an entry in lib/overrides/manifest.ts`).toBeDefined();
      expect(owner?.upstream.map((entry) => entry.file)).toContain(upstream);
      const { name } = splitPackagePath(upstream);
      expect(installedVersion(name), `${file} says it follows ${name}@${version}`).toBe(version);
    },
  );
});

/** The themes whose components src/theme can replace, by the folder of their components. */
const themeDirs = [
  path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme'),
  path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib', 'theme'),
  path.join(packageDir('@docusaurus/core'), 'lib', 'client', 'theme-fallback'),
];

/**
 * Components of ours that a theme has too but that are no override of an internal: theme-classic's
 * SearchBar is a placeholder for a search plugin to provide, and its NotFound content is "meant to
 * be customized" (its swizzle config).
 */
const ownComponents = new Set(['SearchBar', 'NotFound/Content']);

const themeComponents = sourceFiles('src/theme')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({
    file,
    component: path
      .relative('src/theme', file)
      .replace(/\.tsx$/, '')
      .replace(/\/index$/, ''),
  }))
  .filter(({ component }) =>
    themeDirs.some((dir) => ['.js', '/index.js'].some((ending) => existsSync(path.join(dir, component + ending)))),
  );

describe('each theme component of ours that a theme has too', () => {
  it('is found', () => {
    expect(themeComponents.map(({ component }) => component)).toContain('CodeBlock/Content');
  });

  it.each(themeComponents)('$component wraps the theme’s or is an override', ({ file, component }) => {
    const wraps = new RegExp(`['"]@theme-(?:original|init)/${component}['"]`).test(readFileSync(file, 'utf8'));
    const listed = entries.some((override) => (override.themeComponents ?? []).includes(component));
    expect(
      wraps || listed || ownComponents.has(component),
      `src/theme/${component} replaces the theme's without wrapping it: give it an entry in lib/overrides/manifest.ts`,
    ).toBe(true);
  });

  it('each theme component of the manifest is a file of its override', () => {
    for (const override of entries) {
      for (const component of override.themeComponents ?? []) {
        const file = themeComponents.find((entry) => entry.component === component)?.file;
        expect(file, `${override.id}: no theme has ${component}`).toBeDefined();
        expect(override.files).toContain(file);
      }
    }
  });
});

describe(overridesOffVariable, () => {
  const env = (value?: string): NodeJS.ProcessEnv => ({ [overridesOffVariable]: value });

  it('leaves every enabled override on when unset', () => {
    expect(entries.filter((override) => override.enabled && !overrideEnabled(override.id as never, env()))).toEqual([]);
  });

  it('switches every override off with "all"', () => {
    expect(entries.filter((override) => overrideEnabled(override.id as never, env('all')))).toEqual([]);
  });

  it('switches off the listed overrides and those that require them', () => {
    expect(switchedOff(' route-sections ,html-template')).toEqual(new Set(['route-sections', 'html-template']));
    expect(overrideEnabled('chunk-files', env('route-sections'))).toBe(false);
    expect(overrideEnabled('route-sections', env('component-creator'))).toBe(false);
    // Nothing would load the sections: the build failed in chunk-files ("the section chunk … has no script file").
    expect(overrideEnabled('chunk-files', env('route-preload'))).toBe(false);
    expect(overrideEnabled('code-block', env('route-sections'))).toBe(true);
  });

  it('refuses an id the manifest does not have, naming those it has', () => {
    expect(() => switchedOff('route-section')).toThrow(/names no override route-section: use "all" or route-sections/);
  });
});

/** CONTRIBUTING.md, "Upgrading Docusaurus": one row per override, its files and its upstream files. */
describe('CONTRIBUTING.md’s table of overrides', () => {
  const text = readFileSync('CONTRIBUTING.md', 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.length === 4);
  const code = (items: readonly string[]): string => items.map((item) => `\`${item}\``).join(', ');
  const expected = entries.map((override) => [
    `\`${override.id}\``,
    code(override.files),
    code(override.upstream.map((upstream) => upstream.file)) || 'none',
    `${override.gain.bench}: ${override.gain.figure}`,
  ]);

  it('lists every override of the manifest, as the manifest has it', () => {
    expect(
      rows,
      `update the table in CONTRIBUTING.md to:\n${expected.map((cells) => `| ${cells.join(' | ')} |`).join('\n')}`,
    ).toEqual(expected);
  });
});
