/**
 * `npm run bench:size`: how much JavaScript (compressed, as transferred) a reader's browser downloads
 * to show a page of the production build, until the network is idle. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium';

const port = 4180;
const origin = `http://127.0.0.1:${port}`;
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/docs/', '/docs/guides', '/docs/admin/architecture'];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/docs/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The build server did not start on ${origin}`);
}

async function main(): Promise<void> {
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'inherit',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
    console.log('page\tscripts\tJS KiB (transferred)\tall KiB (transferred)');
    for (const pathname of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const sizes = new Map<string, { bytes: number; isScript: boolean }>();
      cdp.on('Network.responseReceived', ({ requestId, type }) =>
        sizes.set(requestId, { bytes: 0, isScript: type === 'Script' }),
      );
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const entry = sizes.get(requestId);
        if (entry) entry.bytes = encodedDataLength;
      });
      await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
      const all = [...sizes.values()];
      const scripts = all.filter((entry) => entry.isScript);
      const kib = (entries: typeof all): string =>
        (entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024).toFixed(1);
      console.log(`${pathname}\t${scripts.length}\t${kib(scripts)}\t${kib(all)}`);
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
