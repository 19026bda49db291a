/**
 * Local plugin: code highlighted at build time. The docs plugin runs `remark.ts` over its Markdown
 * (config/code-highlighting.ts wires it in); this plugin adds the stylesheet that colours the
 * tokens in each colour mode, made from the site's Prism themes. theme-classic's start-up module
 * that would build every Prism grammar in the browser is replaced by no-prism-languages.ts (listed
 * in the override manifest, lib/overrides/manifest.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themeCss, type CodeThemes } from './theme-css';

export interface CodeHighlightingOptions {
  readonly themes: CodeThemes;
}

export default function codeHighlightingPlugin(context: LoadContext, { themes }: CodeHighlightingOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'tessera-code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, themeCss(themes));
  return {
    name: 'tessera-code-highlighting',
    getClientModules() {
      return [stylesheet];
    },
  };
}
