/**
 * Server rendering that writes every page complete, in document order (see ./render-to-html.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const serverModule = path.resolve('src/plugins/complete-html/render-to-html.ts');
const coreModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

export default function completeHtmlPlugin(): Plugin {
  return {
    name: 'tessera-complete-html',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return { plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(coreModule, serverModule)] };
    },
  };
}
