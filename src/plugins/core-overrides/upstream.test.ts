import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sectionReplacements } from './index';

const require = createRequire(path.resolve('package.json'));

/**
 * Each Docusaurus or rspack file a replacement relies on, as it was when the replacement was written.
 * A failure names the override to revisit: read the file's new version, adapt the override, then
 * record the new fingerprint.
 */
const fingerprints = [
  ...new Map(
    sectionReplacements.flatMap((replacement) =>
      replacement.upstreamFiles.map((upstream) => [
        `${replacement.override} ${upstream.file}`,
        { replacement, upstream },
      ]),
    ),
  ).values(),
];

it.each(
  fingerprints.map(
    ({ replacement, upstream }) => [replacement.override, upstream.file, replacement, upstream.sha256] as const,
  ),
)('%s relies on an unchanged %s', (_override, file, replacement, sha256) => {
  const actual = createHash('sha256')
    .update(readFileSync(require.resolve(file)))
    .digest('hex')
    .slice(0, 16);
  expect(
    actual,
    `${file} changed upstream: revisit ${replacement.override} (${replacement.replacement}), then record ${actual}`,
  ).toBe(sha256);
});
