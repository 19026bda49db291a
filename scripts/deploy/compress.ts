/**
 * Compresses the build once, at deploy time, instead of on every request: a gzip and a Brotli copy
 * beside each text file (`main.js.gz`, `main.js.br`), which nginx sends as they are with
 * `gzip_static` and `brotli_static` (deploy/nginx.conf). Node's zlib has both at their best level.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The text files of a build, by extension: what nginx's gzip_types lists. */
export const textExtensions = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.yaml']);
/** Below this, compression saves less than the headers it costs (nginx's gzip_min_length). */
export const minCompressedSize = 256;

export interface CompressionSummary {
  readonly files: number;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

/** Writes `file.gz` and `file.br` beside every text file of `buildDir` worth compressing. */
export async function compressBuild(buildDir: string): Promise<CompressionSummary> {
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => {
    if (!textExtensions.has(path.extname(file))) return false;
    const stat = statSync(path.join(buildDir, file));
    return stat.isFile() && stat.size >= minCompressedSize;
  });
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  // zlib compresses on libuv's thread pool; a few files at a time keeps every thread busy.
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const absolute = path.join(buildDir, file);
      const text = readFileSync(absolute);
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(text, { level: constants.Z_BEST_COMPRESSION }),
        brotliAsync(text, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
      ]);
      writeFileSync(`${absolute}.gz`, gzipped);
      writeFileSync(`${absolute}.br`, brotli);
      bytes += text.length;
      gzipBytes += gzipped.length;
      brotliBytes += brotli.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, gzipBytes, brotliBytes };
}
