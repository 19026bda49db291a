// @ts-check
/**
 * The site's layers: which kind of code each folder holds, what it may import and which globals it
 * sees. eslint.config.mjs turns the table into the `tessera/layers` rule and per-folder globals, and
 * README.md's "Architecture" describes the same table. Written here rather than with
 * eslint-plugin-import-x's `no-restricted-paths` because that rule needs a TypeScript resolver for
 * Docusaurus' aliases (`@site`, `@theme`, `@generated`) and still cannot tell type-only imports,
 * which config/ may take from the browser library, from code imports.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * @typedef {'data' | 'browser-lib' | 'browser' | 'plugin' | 'build-lib' | 'config' | 'scripts' | 'tests'} Layer
 * @typedef {{ readonly imports: readonly Layer[]; readonly typesFrom?: readonly Layer[] }} LayerRule
 */

/**
 * What each layer (its folders: `layerOf`) may import; from `typesFrom`, types only.
 * @type {Readonly<Record<Layer, LayerRule>>}
 */
export const layers = {
  data: { imports: ['data'] },
  'browser-lib': { imports: ['browser-lib', 'data'] },
  browser: { imports: ['browser', 'browser-lib', 'data'] },
  plugin: { imports: ['plugin', 'build-lib', 'browser-lib', 'data'] },
  'build-lib': { imports: ['build-lib', 'config', 'browser-lib', 'data'] },
  config: { imports: ['config', 'plugin', 'build-lib', 'data'], typesFrom: ['browser-lib'] },
  scripts: { imports: ['scripts', 'config', 'plugin', 'build-lib', 'browser-lib', 'data'] },
  tests: { imports: ['tests', 'scripts', 'config', 'plugin', 'build-lib', 'browser-lib', 'browser', 'data'] },
};

/** @type {Readonly<Record<Layer, string>>} */
const layerNames = {
  data: 'data (src/data/, openapi/)',
  'browser-lib': 'the browser library (src/client/)',
  browser: 'browser code (components, theme, pages, a plugin’s client/)',
  plugin: 'a plugin’s build-time part',
  'build-lib': 'the build-time library (lib/)',
  config: 'config/',
  scripts: 'scripts/',
  tests: 'tests',
};

/**
 * The layer of a file, by its path from the repository's root: tests are `tests/` and every
 * `*.test.ts(x)`, and the root's other files (the tools' configurations) count as tests too.
 * @param {string} file
 * @returns {Layer}
 */
export function layerOf(file) {
  if (/\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/')) return 'tests';
  if (file.startsWith('src/data/') || file.startsWith('openapi/')) return 'data';
  if (file.startsWith('src/client/')) return 'browser-lib';
  if (/^src\/(components|theme|pages)\//.test(file) || /^src\/plugins\/[^/]+\/client\//.test(file)) return 'browser';
  // A plugin's build-time part is its node/ folder; a file anywhere else in it is reported (pluginPartOf).
  if (file.startsWith('src/plugins/')) return 'plugin';
  if (file.startsWith('lib/')) return 'build-lib';
  if (file.startsWith('config/') || file === 'docusaurus.config.ts' || file === 'sidebars.ts') return 'config';
  if (file.startsWith('scripts/') || file.startsWith('examples/')) return 'scripts';
  return 'tests';
}

/**
 * Whether a file under src/plugins/ lies in its plugin's `node/` (build time) or `client/` (browser)
 * folder, the two parts a plugin has; undefined for a file outside src/plugins/.
 * @param {string} file
 * @returns {boolean | undefined}
 */
export function inPluginPart(file) {
  if (!file.startsWith('src/plugins/')) return undefined;
  return /^src\/plugins\/[^/]+\/(node|client)\//.test(file);
}

/** The files ESLint gives each runtime's globals to, from the table above (tests aside). */
export const runtimeFiles = {
  browser: ['src/client/**', 'src/components/**', 'src/theme/**', 'src/pages/**', 'src/plugins/*/client/**'],
  none: ['src/data/**'],
  node: ['src/plugins/*/node/**', 'lib/**', 'config/**', 'scripts/**', 'examples/**', '*.ts', '*.mts', '*.mjs'],
};

const builtins = new Set(builtinModules);
/** @type {readonly Layer[]} */
const browserSide = ['data', 'browser-lib', 'browser'];
/** @type {readonly Layer[]} */
const bundled = ['browser-lib', 'browser', 'tests'];

/**
 * What an import specifier names: a file's layer, a Node built-in, a module of Docusaurus' bundles,
 * or a package (undefined).
 * @param {string} specifier
 * @param {string} importer the importing file, from the root
 * @returns {Layer | 'node' | 'bundle' | undefined}
 */
export function targetOf(specifier, importer) {
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0] ?? '')) return 'node';
  // Docusaurus' client aliases: they exist in its bundles only.
  if (/^@(theme|theme-original|theme-init|generated)(\/|$)/.test(specifier)) return 'bundle';
  let file;
  if (specifier.startsWith('@site/')) file = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) file = path.posix.join(path.posix.dirname(importer), specifier);
  else return undefined;
  return layerOf(file);
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder imports only the layers eslint-layers.mjs allows it' },
    schema: [],
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = layerOf(importer);
    const rule = layers[from];
    if (inPluginPart(importer) === false) {
      context.report({
        loc: { line: 1, column: 0 },
        message: `${importer}: a plugin's files live in its node/ folder (build time, Node) or its client/ folder (the browser).`,
      });
    }
    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     * @param {boolean} typeOnly
     */
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      const target = targetOf(source, importer);
      if (target === undefined) return;
      if (target === 'node') {
        if (browserSide.includes(from)) {
          context.report({ node, message: `${layerNames[from]} runs in the browser: it cannot import ${source}.` });
        }
        return;
      }
      if (target === 'bundle') {
        if (!bundled.includes(from)) {
          context.report({
            node,
            message: `${layerNames[from]} runs in Node, where ${source} (Docusaurus' bundles only) does not exist.`,
          });
        }
        return;
      }
      if (rule.imports.includes(target) || (typeOnly && rule.typesFrom?.includes(target))) return;
      context.report({
        node,
        message:
          `${layerNames[from]} may not import ${layerNames[target]} (${source}); ` +
          `it imports ${rule.imports.map((layer) => layerNames[layer]).join(', ')} (eslint-layers.mjs).`,
      });
    };
    /** @param {any} node */
    const typeOnlyOf = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyOf(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnlyOf(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, typeOnlyOf(node)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
      /** @param {any} node */
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value, true),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
