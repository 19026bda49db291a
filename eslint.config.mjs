// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { layersPlugin, runtimeFiles } from './eslint-layers.mjs';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];
const isBuiltin = (name) => name in globals.builtin;
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser) && !isBuiltin(name));
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node) && !isBuiltin(name));
/** no-restricted-globals entries: each name with why it is not there. */
const restricted = (names, where) =>
  names.map((name) => ({ name, message: `${where} does not run where \`${name}\` exists (eslint-layers.mjs).` }));

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-linked/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'docs/developer/',
      'generated/',
      'openapi/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', '*.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { tessera: layersPlugin },
    rules: {
      // Which folder may import which (eslint-layers.mjs, README.md "Architecture").
      'tessera/layers': 'error',
      // Template literals with numbers are how figures are printed in scripts and benchmarks.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // Globals by runtime (eslint-layers.mjs): browser code and data may not use Node's (`process`,
  // `Buffer`, …), build-time code may not use the browser's (`window`, `document`, …); tests use both.
  // TypeScript files ignore `globals`, hence no-restricted-globals.
  {
    files: runtimeFiles.browser,
    ignores: testFiles,
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...restricted(nodeOnlyGlobals, 'browser code')] },
  },
  {
    files: runtimeFiles.none,
    ignores: testFiles,
    rules: {
      'no-restricted-globals': ['error', ...restricted([...nodeOnlyGlobals, ...browserOnlyGlobals], 'data')],
    },
  },
  {
    files: runtimeFiles.node,
    ignores: [...testFiles, ...runtimeFiles.browser],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-globals': ['error', ...restricted(browserOnlyGlobals, 'build-time code')] },
  },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Their page.evaluate callbacks run in Chromium's page.
    files: ['scripts/bench/**', 'src/plugins/mermaid-svg/node/renderer.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
