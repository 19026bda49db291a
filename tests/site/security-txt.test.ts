import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityTxt } from '../../config/security-txt';
import { buildDir } from './built-site';

describe('the built /.well-known/security.txt', () => {
  const text = readFileSync(path.join(buildDir, securityTxt.file), 'utf8');

  it('names a contact and expires about a year after the build, as RFC 9116 asks', () => {
    expect(text).toMatch(/^Contact: (https:\/\/|mailto:)\S+$/m);
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
    const days = (expires - Date.now()) / (24 * 3600 * 1000);
    // Built at most a few days ago, valid for less than a year and a day.
    expect(days).toBeGreaterThan(securityTxt.validDays - 30);
    expect(days).toBeLessThanOrEqual(366);
    expect(text).toMatch(/^Canonical: https:\/\/\S+\/\.well-known\/security\.txt$/m);
  });
});
