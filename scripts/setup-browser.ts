/** `npm run setup:browser`: installs the Chromium that browser tests drive, or says how (lib/chromium-setup.ts). */
import { ensureChromium } from '../lib/chromium-setup';

try {
  console.log(`Browser tests use ${ensureChromium()}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
