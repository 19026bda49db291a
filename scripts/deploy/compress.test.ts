import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressBuild } from './compress';

const buildDir = mkdtempSync(path.join(tmpdir(), 'tessera-compress-'));
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

const files: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><title>Tessera</title>${'<p>Access reviews</p>'.repeat(100)}`,
  'assets/js/main.0123abcd.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'search-index/current/base.json': JSON.stringify({ terms: Array.from({ length: 200 }, (_, i) => `term${i}`) }),
  'robots.txt': 'User-agent: *\n',
  'img/logo.png': Buffer.alloc(4096, 7),
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), content);
}

describe('compressBuild', () => {
  it('writes a gzip and a Brotli copy of the original beside each text file', async () => {
    const summary = await compressBuild(buildDir);
    expect(summary.files).toBe(3);
    for (const file of ['index.html', 'assets/js/main.0123abcd.js', 'search-index/current/base.json']) {
      const original = readFileSync(path.join(buildDir, file));
      expect(gunzipSync(readFileSync(path.join(buildDir, `${file}.gz`))).equals(original), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(buildDir, `${file}.br`))).equals(original), file).toBe(true);
    }
  });

  it('leaves files too small to gain and binary files alone', () => {
    for (const file of ['robots.txt', 'img/logo.png']) {
      expect(existsSync(path.join(buildDir, `${file}.gz`)), file).toBe(false);
      expect(existsSync(path.join(buildDir, `${file}.br`)), file).toBe(false);
    }
  });
});
