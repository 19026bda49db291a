/**
 * `npm run deploy:compress [-- --build build]`: writes the gzip and Brotli copies of the build's
 * text files that deploy/nginx.conf serves. Run it after every build, before copying the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compressBuild } from './compress';

const { values } = parseArgs({ options: { build: { type: 'string', default: 'build' } } });
const buildDir = path.resolve(values.build);
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No production build in ${buildDir}. Run "npm run build" first.`);
  process.exit(1);
}

const started = performance.now();
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
void compressBuild(buildDir).then((summary) => {
  console.log(
    `${values.build}: ${summary.files} text files (${mb(summary.bytes)}) compressed to ${mb(summary.gzipBytes)} gzip ` +
      `and ${mb(summary.brotliBytes)} Brotli in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
});
