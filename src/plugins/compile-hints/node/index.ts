/**
 * Local plugin: marks the entry bundle (main.js, which every page runs as it starts) with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` on its first line. V8 otherwise compiles a
 * function on the main thread the first time it is called, and nearly every function of main.js
 * (React, the router, Docusaurus' client and theme) is called as the page starts: that compilation
 * was part of the longest task of a page's start-up. With the hint, Chromium (136 and later)
 * compiles the whole file on a background thread while it downloads; other browsers read a comment.
 * Only the entry bundle: a page's other chunks hold code that runs later or not at all (the API
 * explorer is 5 MB), which compiling up front would waste.
 */
import type { Plugin } from '@docusaurus/types';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The entry bundle's file, as Docusaurus names it in the client build. */
export const entryBundle = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'tessera-compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const bundler = currentBundler.instance;
      return {
        plugins: [
          new bundler.BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            test: entryBundle,
            // After minification, which drops comments, and before the content hashes are computed.
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  };
}
