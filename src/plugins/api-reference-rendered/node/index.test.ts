import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserOnlyPlaceholders, checkRenderedInFull } from './index';

const explorer = '<div data-api-explorer="deferred"><div class="openapi-skeleton lg"></div></div>';
const rendered = `<main><h2 id="request">Request</h2><ul><li><strong class="openapi-schema__property">id</strong></li></ul>${explorer}</main>`;
const placeholder = `<main><h2 id="request">Request</h2><div class="openapi-skeleton sm"></div>${explorer}</main>`;

let outDir = '';
afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'api-rendered-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  }
  return outDir;
}

describe('the check that the API reference is rendered in full', () => {
  it("leaves the explorer's placeholder alone and finds the theme's browser-only one", () => {
    expect(browserOnlyPlaceholders(rendered)).toEqual([]);
    expect(browserOnlyPlaceholders(placeholder)).toEqual(['openapi-skeleton sm']);
  });

  it('fails the build naming the override and each page that still has a placeholder', () => {
    const dir = build({ 'developer.html': rendered, 'developer/list-tasks.html': rendered });
    expect(() => {
      checkRenderedInFull(dir, 'developer');
    }).not.toThrow();
    writeFileSync(path.join(dir, 'developer/act-on-task.html'), placeholder);
    expect(() => {
      checkRenderedInFull(dir, 'developer');
    }).toThrow(
      /Override src\/theme\/ApiItem\/BrowserFromFirstRender\.tsx did not apply: .*developer\/act-on-task\.html \(openapi-skeleton sm\)/,
    );
  });
});
