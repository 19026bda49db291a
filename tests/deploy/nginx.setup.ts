import { test as setup } from '@playwright/test';
import { ensureNginx } from './nginx-server';

// Runs once before the deployment tests, so two workers never race for apt's lock.
setup("Debian's nginx is installed", () => {
  setup.setTimeout(300_000);
  ensureNginx();
});
