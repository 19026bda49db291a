/**
 * `npm run bench:size`: how much JavaScript (compressed, as transferred) a reader's browser downloads
 * to show a page of the production build, until the network is idle. Prints figures; asserts nothing.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../lib/chromium';
import { serveBuild } from './lib';

const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/docs/', '/docs/guides', '/docs/admin/architecture'];

async function main(): Promise<void> {
  const server = await serveBuild('build');
  try {
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
      await page.goto(`${server.origin}${pathname}`, { waitUntil: 'networkidle' });
      const all = [...sizes.values()];
      const scripts = all.filter((entry) => entry.isScript);
      const kib = (entries: typeof all): string =>
        (entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024).toFixed(1);
      console.log(`${pathname}\t${scripts.length}\t${kib(scripts)}\t${kib(all)}`);
      await context.close();
    }
    await browser.close();
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
