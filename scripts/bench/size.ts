/**
 * `npm run bench:size [-- --dir DIR ...] [PAGE ...]`: how much JavaScript (compressed, as transferred) a
 * reader's browser downloads to show a page of the production build, until the network is idle. With
 * several --dir, the same pages of each build in turn (an override of lib/overrides/manifest.ts on
 * against off: a build made with TESSERA_OVERRIDES_OFF=<id> --out-dir DIR). Prints figures; asserts nothing.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../lib/chromium';
import { serveBuild } from './lib';

const { values, positionals } = parseArgs({
  options: { dir: { type: 'string', multiple: true, default: ['build'] } },
  allowPositionals: true,
});
const pages = positionals.length > 0 ? positionals : ['/docs/', '/docs/guides', '/docs/admin/architecture'];

async function main(): Promise<void> {
  console.log('build\tpage\tscripts\tJS KiB (transferred)\tall KiB (transferred)');
  for (const dir of values.dir) await measureBuild(dir);
}

async function measureBuild(dir: string): Promise<void> {
  const server = await serveBuild(dir);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
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
      console.log(`${dir}\t${pathname}\t${scripts.length}\t${kib(scripts)}\t${kib(all)}`);
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
