import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkApiStyles, withStylesheet } from './index';

const page = '<head><link rel=stylesheet href=/docs/assets/css/styles.1.css /></head><body></body>';
let outDir = '';

afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'api-split-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  }
  return outDir;
}

describe('API reference stylesheet', () => {
  it('is linked after the site stylesheet on every page of the reference, and on no other page', () => {
    const dir = build({
      'assets/css/api-styles.abc.css': '',
      'developer.html': page,
      'developer/submit-cart.html': page,
      'developer/schemas/cart.html': page,
      'user/request-access.html': page,
    });
    expect(linkApiStyles(dir, '/docs/', 'developer')).toBe(3);
    const linked =
      '<head><link rel=stylesheet href=/docs/assets/css/styles.1.css /><link rel="stylesheet" href="/docs/assets/css/api-styles.abc.css"></head><body></body>';
    for (const file of ['developer.html', 'developer/submit-cart.html', 'developer/schemas/cart.html']) {
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(linked);
    }
    expect(readFileSync(path.join(dir, 'user/request-access.html'), 'utf8')).toBe(page);
    // A second run adds nothing.
    linkApiStyles(dir, '/docs/', 'developer');
    expect(readFileSync(path.join(dir, 'developer.html'), 'utf8')).toBe(linked);
  });

  it('fails the build when the stylesheet or the pages are missing, or a page has no stylesheet', () => {
    expect(() =>
      linkApiStyles(build({ 'assets/css/styles.1.css': '', 'developer.html': page }), '/docs/', 'developer'),
    ).toThrow('no api-styles stylesheet');
    rmSync(outDir, { recursive: true, force: true });
    expect(() => linkApiStyles(build({ 'assets/css/api-styles.abc.css': '' }), '/docs/', 'developer')).toThrow(
      'no pages of the API reference',
    );
    expect(() => withStylesheet('<head></head>', '/docs/a.css', 'developer.html')).toThrow(
      'developer.html has no stylesheet link',
    );
  });
});
