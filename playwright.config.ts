import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium';

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

// Browser tests run against the production build served as deployed (npm run serve).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, reported as "flaky" by the list reporter, so a load spike on 2 cores cannot sink a run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } },
    },
    // deploy/nginx.conf over the same build, with nginx installed first (tests/deploy).
    { name: 'nginx-setup', testDir: 'tests/deploy', testMatch: /\.setup\.ts$/ },
    {
      name: 'deploy',
      testDir: 'tests/deploy',
      dependencies: ['nginx-setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } },
    },
  ],
  webServer: [
    {
      command: `npm run serve -- --port ${port} --host 127.0.0.1`,
      // The served policy lets pages call the mock server and the Typesense stand-in of the tests.
      env: { CSP_CONNECT_SRC: 'http://127.0.0.1:4010 http://127.0.0.1:8108' },
      url: `${baseURL}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The API explorer tests send requests to the mock server of openapi/tessera.yaml (401: up, no token given).
    {
      command: 'npm run mock',
      url: 'http://127.0.0.1:4010/api/dataservices/Role',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
