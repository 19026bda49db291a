/**
 * Code blocks are highlighted at build time (src/plugins/code-highlighting): Prism's grammars,
 * which prism-react-renderer builds when first imported (about 30 ms of script on a desktop, 200 ms
 * on a mid-range phone), stay out of doc pages, and token colours come from a stylesheet made from
 * the site's Prism themes, so they follow the colour mode from the first paint. Only the API
 * reference, whose samples are made in the browser, highlights there (src/client/runtime-code-highlighting).
 */
import type { PluginConfig } from '@docusaurus/types';
import codeHighlightingPlugin from '../src/plugins/code-highlighting/node';
import remarkCodeTokens from '../src/plugins/code-highlighting/node/remark';
import { darkCodeTheme, lightCodeTheme } from './prism';

/** Languages beyond prism-react-renderer's own that the guides and the API samples use. */
export const additionalLanguages = ['bash', 'json', 'yaml', 'csv', 'powershell', 'sql', 'ini', 'nginx'];

// Plugin functions rather than [plugin, options], which Docusaurus would copy into every page's script.
export const codeRemarkPlugins = [() => remarkCodeTokens({ additionalLanguages })];

export const codeHighlightingPlugins: PluginConfig[] = [
  (context) => codeHighlightingPlugin(context, { themes: { light: lightCodeTheme, dark: darkCodeTheme } }),
];
