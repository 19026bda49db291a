/**
 * The search page's first screen, built after the site (Node only).
 *
 * Why the search page has one: its content is results, and results need the page's query, which
 * only the browser knows. Left to React, the first result waits for the whole client start-up
 * (the entry scripts, the page's chunk, hydration) on top of the search's own fetches: 2.7 s to LCP
 * in Lighthouse's phone, against a 2-second goal. So the page's head carries a boot script
 * (src/client/search/first-screen/boot.ts, inlined) that starts the search's fetches with the HTML and
 * loads a client script (src/client/search/first-screen/index.ts: the search client plus a small
 * DOM renderer, about a tenth of the page's script) that draws the first results into the server
 * HTML; the page's own scripts start once they are painted (config/html-template.ts), and React
 * takes over with the same markup.
 *
 * Both scripts are bundled here with esbuild rather than by Docusaurus: a second entry in
 * Docusaurus' bundle would join its runtime and chunk graph, which every page loads, and the boot
 * script must be a self-contained inline script written into one page.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { FirstScreenConfig } from '../../../client/search/first-screen/contract';
import { clientFilePrefix } from './first-screen-file';

const sourceDir = path.resolve(__dirname, '../../../client/search/first-screen');

/** The browsers the scripts are written for: those the site's browserslist still counts. */
const target = ['chrome100', 'edge100', 'firefox100', 'safari15'];

async function bundle(entry: { path: string } | { contents: string }): Promise<string> {
  const result = await build({
    ...('path' in entry
      ? { entryPoints: [entry.path] }
      : { stdin: { contents: entry.contents, resolveDir: sourceDir, loader: 'ts' } }),
    bundle: true,
    minify: true,
    format: 'iife',
    target,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}

export interface FirstScreenScripts {
  /** The boot script, to inline into the search page's head. */
  readonly boot: string;
  /** The client script's file in the build, relative to its base URL. */
  readonly clientFile: string;
}

/** Bundles both scripts, writes the client script into `outDir` and returns the boot script. */
export async function writeFirstScreenScripts(
  outDir: string,
  config: Omit<FirstScreenConfig, 'clientScript'>,
): Promise<FirstScreenScripts> {
  const client = await bundle({ path: path.join(sourceDir, 'index.ts') });
  const hash = createHash('sha256').update(client).digest('hex').slice(0, 8);
  const clientFile = `${clientFilePrefix}${hash}.js`;
  await mkdir(path.join(outDir, path.dirname(clientFile)), { recursive: true });
  await writeFile(path.join(outDir, clientFile), client);

  const full: FirstScreenConfig = { ...config, clientScript: `${config.baseUrl}${clientFile}` };
  const boot = await bundle({ contents: `import { boot } from './boot';\nboot(${JSON.stringify(full)});` });
  // Inlined into the HTML, where "</script" would end it (esbuild writes "<\/script" in strings)
  // and "<!--" could make it swallow the markup after it.
  const unsafe = /<\/script|<!--/i.exec(boot);
  if (unsafe) {
    throw new Error(
      `search first screen: the site's settings put "${unsafe[0]}" into the search page's inline boot script`,
    );
  }
  return { boot, clientFile };
}
