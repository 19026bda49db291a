import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const stub = (file: string): string => `${root}tests/component/support/docusaurus/${file}`;

/**
 * The theme components a wrapper wraps (`@theme-original/…`, or `@theme-init/…` from a plugin's theme), the other themes' modules and the
 * plugins' global data and BrowserOnly exist only in Docusaurus' bundler: each resolves to a module of its own that a
 * test replaces with vi.mock, and that says so when a test has not.
 */
const toMock = /^(?:@theme(?:-original|-init)?\/.+|@docusaurus\/(?:useGlobalData|BrowserOnly))$/;
const bundlerModulesToMock: Plugin = {
  name: 'bundler-modules-to-mock',
  enforce: 'pre',
  resolveId: (id) => (toMock.test(id) ? `virtual:${id}` : undefined),
  load: (id) =>
    id.startsWith('virtual:') && toMock.test(id.slice('virtual:'.length))
      ? `throw new Error(${JSON.stringify(`${id.slice('virtual:'.length)}: mock it in the test (vi.mock)`)});`
      : undefined,
};

// "unit" runs beside the code with no build; "component" renders components and theme files in a DOM;
// "site" reads the production build in build/.
export default defineConfig({
  // The coverage report also reads the files no test reached, with this configuration's transform.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'lib/**/*.test.ts', 'scripts/**/*.test.ts', 'config/**/*.test.ts'],
          environment: 'node',
        },
        // The site's tsconfig leaves JSX to the bundler; components rendered to HTML in a test need it compiled.
        oxc: { jsx: { runtime: 'automatic' } },
      },
      {
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
        },
        oxc: { jsx: { runtime: 'automatic' } },
        plugins: [bundlerModulesToMock],
        // Docusaurus provides these modules through its bundler's aliases only: small stand-ins take
        // their place, and a test mocks the rest (docs versions, the explorer's state) where it needs them.
        resolve: {
          alias: [
            { find: /^@site\//, replacement: root },
            { find: '@docusaurus/router', replacement: 'react-router-dom' },
            { find: '@docusaurus/Link', replacement: stub('link.tsx') },
            { find: '@docusaurus/useBaseUrl', replacement: stub('use-base-url.ts') },
            { find: '@docusaurus/useIsBrowser', replacement: stub('use-is-browser.ts') },
            { find: '@docusaurus/useDocusaurusContext', replacement: stub('use-docusaurus-context.ts') },
            { find: '@docusaurus/ExecutionEnvironment', replacement: stub('execution-environment.ts') },
            { find: '@docusaurus/Translate', replacement: stub('translate.tsx') },
            { find: '@docusaurus/theme-common/internal', replacement: stub('theme-common-internal.ts') },
            { find: '@docusaurus/theme-common', replacement: stub('theme-common.tsx') },
            { find: '@theme/Layout', replacement: stub('layout.tsx') },
            { find: '@theme/Heading', replacement: stub('heading.tsx') },
          ],
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
    // `npm run test:unit` turns it on (--coverage) for the unit and component projects. The floor is the
    // figure they reached (scripts run by other steps of npm test, and build-time code that the site
    // suite checks over the build, count as not reached): raise it with the tests, never lower it.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'lib/**/*.ts', 'config/**/*.ts', 'scripts/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 63, statements: 61.5, functions: 58.5, branches: 59 },
    },
  },
});
