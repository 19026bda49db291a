/**
 * Names the overrides to revisit when an upgrade changes the upstream code they replace or copy:
 * the modules of module-replacements.ts, and every file of src/ or config/ that copies upstream
 * code and says so in a `Follows <package>@<version> <path>` line (the SSG template, the ejected
 * theme components). Each upstream file has its sha256 here, taken from the version the overrides
 * follow. After checking an override against the new upstream code, update its sha256 (printed
 * by the failure) and the version in its `Follows` line. CONTRIBUTING.md, "Upgrading Docusaurus".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFile, installedVersion, splitPackagePath } from '../../../lib/installed-package';
import { moduleReplacements } from './module-replacements';

const fingerprints: Readonly<Record<string, string>> = {
  '@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  '@docusaurus/core/lib/client/preload.js': '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  '@docusaurus/core/lib/client/exports/ComponentCreator.js':
    '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
  '@docusaurus/core/lib/client/renderToHtml.js': '4d5277baa8caa44548fbbde99c650312231837d849132671b36050df8505bf9c',
  '@docusaurus/theme-classic/lib/prism-include-languages.js':
    'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  '@docusaurus/core/lib/ssg/ssgTemplate.html.js': '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js':
    '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js':
    '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  'docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js':
    'a23feb9237909de9332e14ac14fb214eb255973e6f9538e1ba0b1ea6d3d0f2eb',
  'docusaurus-theme-openapi-docs/lib/theme/ArrayBrackets/index.js':
    'f255f2eb4c84218b0c2ec2f36dd527bce0400a84cd31a6975b515e846134b4a2',
  'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js':
    'fd059f169de5c073fa3e6b57a6574f105e51c3656c57ea53146a65807848f878',
  'docusaurus-theme-openapi-docs/lib/theme/ParamsDetails/index.js':
    'be8427f1a1366eb471d04870a755e371354021cae9fee4f1e7f4b799f3f490a9',
  'docusaurus-theme-openapi-docs/lib/theme/RequestSchema/index.js':
    'ce06b111abfc642545c3750df1e7621c0aa5793fd4408aa85b9784560617a8b2',
  'docusaurus-theme-openapi-docs/lib/theme/ResponseSchema/index.js':
    '6900a2d39665bb9cdbf159afe6e0bf46514e146378b3bebb3f6b17a573d2137b',
  '@docusaurus/core/lib/client/exports/BrowserOnly.js':
    '892ba970b6b6f05585d6c078c2f6449d38d8a985a9572b278f09fd46a4741016',
  '@docusaurus/core/lib/client/exports/useIsBrowser.js':
    '3df5c8e89543244c519ab6787652ca9db7fc8e1c51a9ab54849481cad44f1a07',
  '@docusaurus/core/lib/client/browserContext.js': 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
};

interface Override {
  /** The upstream file as `<package>/<path>`. */
  readonly upstream: string;
  /** Our file that replaces or copies it. */
  readonly file: string;
  /** The package version its `Follows` line names, for copies. */
  readonly follows?: string;
}

const followsLine = /\bFollows (@?[\w.-]+(?:\/[\w.-]+)?)@(\d[\w.-]*) ([\w./-]+)/g;

function copies(): Override[] {
  const found: Override[] = [];
  for (const dir of ['src', 'config']) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
      const file = path.relative('.', path.join(entry.parentPath, entry.name));
      // Comments wrap: a line break and the next line's `*` or `//` read as one space.
      const text = readFileSync(file, 'utf8').replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
      for (const [, name = '', version, upstreamPath = ''] of text.matchAll(followsLine)) {
        found.push({ upstream: `${name}/${upstreamPath}`, file, follows: version });
      }
    }
  }
  return found;
}

/**
 * Files that copy no upstream code but change what it does from outside, and the upstream files
 * whose behavior they rely on: BrowserFromFirstRender tells the theme's browser-only parts (BrowserOnly
 * in ParamsDetails, RequestSchema, ResponseSchema) that they are in the browser, on the server too.
 */
const reliances: Override[] = [
  'docusaurus-theme-openapi-docs/lib/theme/ParamsDetails/index.js',
  'docusaurus-theme-openapi-docs/lib/theme/RequestSchema/index.js',
  'docusaurus-theme-openapi-docs/lib/theme/ResponseSchema/index.js',
  '@docusaurus/core/lib/client/exports/BrowserOnly.js',
  '@docusaurus/core/lib/client/exports/useIsBrowser.js',
  '@docusaurus/core/lib/client/browserContext.js',
].map((upstream) => ({ upstream, file: 'src/theme/ApiItem/BrowserFromFirstRender.tsx' }));

const overrides: Override[] = [
  ...moduleReplacements.map(({ upstream, replacement }) => ({ upstream, file: replacement })),
  ...copies(),
  ...reliances,
];

const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('upstream files that overrides replace or copy', () => {
  it('include the SSG template and the ejected theme components', () => {
    const files = new Set(overrides.map((override) => override.file));
    for (const file of [
      'config/html-template.ts',
      'src/theme/CodeBlock/index.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/Markdown/index.tsx',
      'src/theme/ArrayBrackets/index.tsx',
    ]) {
      expect(files, `${file} copies upstream code: say which in a "Follows" line`).toContain(file);
    }
  });

  it.each(overrides)('$upstream has a fingerprint ($file)', ({ upstream, file }) => {
    expect(fingerprints, `${file} overrides ${upstream}: add its sha256 to this test`).toHaveProperty([upstream]);
  });

  it.each(Object.entries(fingerprints))('%s is unchanged', (upstream, fingerprint) => {
    const { name } = splitPackagePath(upstream);
    const revisit = overrides.filter((override) => override.upstream === upstream).map((override) => override.file);
    expect(
      sha256(installedFile(upstream)),
      `${upstream} changed in ${name}@${installedVersion(name)}: revisit ${revisit.join(', ') || 'its override'}, ` +
        'then update its sha256 here',
    ).toBe(fingerprint);
  });

  it.each(overrides.filter((override) => override.follows))(
    '$file follows the installed version of $upstream',
    ({ upstream, file, follows }) => {
      const { name } = splitPackagePath(upstream);
      expect(installedVersion(name), `${file} says it follows ${name}@${follows}`).toBe(follows);
    },
  );
});
