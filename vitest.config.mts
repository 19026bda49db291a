import { defineConfig } from 'vitest/config';

// "unit" runs beside the code with no build; "site" reads the production build in build/.
export default defineConfig({
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
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
