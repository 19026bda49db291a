/**
 * Code blocks are highlighted by Prism through prism-react-renderer, which builds all its grammars
 * when it is first imported: about 30 ms of script on a desktop, 120 ms on a mid-range phone.
 * theme-classic imports it from a client module, so every page paid that inside its first
 * script task, before anything on the page could respond. The client module is dropped here and
 * src/theme/CodeBlock/Content registers the extra languages instead, so Prism starts when a page's
 * code first needs it, in a task of its own.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const startupLanguagesModule = path.resolve('node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js');

function highlightOnDemand(): Plugin {
  return {
    name: 'tessera-code-highlighting',
    configureWebpack() {
      return { resolve: { alias: { [startupLanguagesModule]: false } } };
    },
  };
}

export const codeHighlightingPlugins = [highlightOnDemand];

/** Languages beyond prism-react-renderer's own that the guides and the API samples use. */
export const additionalLanguages = ['bash', 'json', 'yaml', 'csv', 'powershell', 'sql', 'ini', 'nginx'];
