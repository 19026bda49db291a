/**
 * Two modules of Docusaurus core (3.10) swapped for versions that do the same job, because
 * Docusaurus has no option for what they change (each file says why):
 * - route-prefetch.ts for `client/docusaurus.js`: each route and file prefetched once;
 * - render-to-html.ts for `client/renderToHtml.js`: Suspense boundaries rendered in place.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const coreModule = (name: string): RegExp =>
  new RegExp(`@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${name}\\.js$`);
const override = (file: string): string => path.resolve('src/plugins/core-overrides', file);

export default function coreOverridesPlugin(): Plugin {
  return {
    name: 'tessera-core-overrides',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const replacement = isServer
        ? new NormalModuleReplacementPlugin(coreModule('renderToHtml'), override('render-to-html.ts'))
        : new NormalModuleReplacementPlugin(coreModule('docusaurus'), override('route-prefetch.ts'));
      return { plugins: [replacement] };
    },
  };
}
