/**
 * Local plugin: code highlighted at build time. The docs plugin runs `remark.ts` over its Markdown
 * (config/code-highlighting.ts wires it in); this plugin adds the stylesheet that colours the
 * tokens in each colour mode, made from the site's Prism themes, and keeps theme-classic's
 * start-up module that would build every Prism grammar in the browser out of the bundle.
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themeCss, type CodeThemes } from './theme-css';

export interface CodeHighlightingOptions {
  readonly themes: CodeThemes;
}

// As the bundler resolves it: through a linked node_modules (bench:scale), to the real file.
const startupLanguagesModule = realpathSync(
  path.resolve('node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
);

export default function codeHighlightingPlugin(context: LoadContext, { themes }: CodeHighlightingOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'tessera-code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, themeCss(themes));
  return {
    name: 'tessera-code-highlighting',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      return { resolve: { alias: { [startupLanguagesModule]: false } } };
    },
  };
}
