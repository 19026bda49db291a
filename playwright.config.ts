import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './config/chromium';

const port = 4173;
export const baseURL = `http://127.0.0.1:${port}`;

// Browser tests run against the production build served as deployed (npm run serve).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } } }],
  webServer: {
    command: `npm run serve -- --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
