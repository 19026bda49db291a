/**
 * Local plugin: gives the bundles our versions of the Docusaurus modules listed in
 * module-replacements.ts, and fails the build, naming the entry, when one of them did not apply
 * (replace-modules.ts).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { moduleReplacements } from './module-replacements';
import { moduleReplacementPlugins, resolveReplacements } from './replace-modules';

export default function coreOverridesPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'tessera-core-overrides',
    configureWebpack(_config, isServer, { currentBundler }) {
      const bundle = isServer ? 'server' : 'client';
      const replacements = resolveReplacements(moduleReplacements, bundle, siteDir);
      return { plugins: moduleReplacementPlugins(replacements, bundle, siteDir, currentBundler.instance) };
    },
  };
}
