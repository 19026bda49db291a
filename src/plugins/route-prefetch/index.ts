/**
 * Swaps Docusaurus' route prefetching for ./client.ts, which does the same work once per route and
 * file instead of once per link (see there).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const clientModule = path.resolve('src/plugins/route-prefetch/client.ts');
const coreModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'tessera-route-prefetch',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(coreModule, clientModule)],
      };
    },
  };
}
