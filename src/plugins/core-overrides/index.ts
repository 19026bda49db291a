/**
 * Modules of Docusaurus core (3.10) swapped for versions that do the same job, because Docusaurus
 * has no option for what they change (each file says why):
 * - route-prefetch.ts for `client/docusaurus.js`: each route and file prefetched once;
 * - preload.ts for `client/preload.js`: a route's chunks preloaded in a task of their own;
 * - component-creator.ts for `@docusaurus/ComponentCreator` in the route table: route components
 *   made when first used;
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
      const replace = (module: RegExp, file: string) => new NormalModuleReplacementPlugin(module, override(file));
      // The route table imports it by this alias; the replacement imports the original by its path.
      const routeTable = replace(/^@docusaurus\/ComponentCreator$/, 'component-creator.ts');
      const replacements = isServer
        ? [replace(coreModule('renderToHtml'), 'render-to-html.ts'), routeTable]
        : [
            replace(coreModule('docusaurus'), 'route-prefetch.ts'),
            replace(coreModule('preload'), 'preload.ts'),
            routeTable,
          ];
      return { plugins: replacements };
    },
  };
}
