/** Reading and editing the built site's HTML files after the build (Node only). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The HTML files below `dir`, relative to it; `assets/` (scripts, styles, images) is not searched. */
export function htmlFilesIn(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFilesIn(absolute, root);
    return entry.name.endsWith('.html') ? [path.relative(root, absolute)] : [];
  });
}

/** The first stylesheet link of a built page (config/html-template.ts writes the site's first), or null. */
export function firstStylesheetLink(html: string): RegExpExecArray | null {
  return /<link\s[^>]*rel="?stylesheet"?[^>]*>/.exec(html);
}
