/**
 * Every module of Docusaurus or its themes that the bundles get in a version of ours, one entry
 * each, because Docusaurus has no option for what they change (each replacement file says more).
 * The plugin in index.ts swaps them by the upstream file's real path, fails the build naming any
 * entry that did not apply, and upstream-fingerprints.test.ts names the entries to revisit when an
 * upgrade changes an upstream file (CONTRIBUTING.md, "Upgrading Docusaurus").
 */

export type Bundle = 'client' | 'server';

export interface ModuleReplacement {
  /** The upstream file as `<package>/<path>`, the way the installed package lays it out. */
  readonly upstream: string;
  /** The file the bundles get instead, from the site's root. */
  readonly replacement: string;
  readonly bundles: readonly Bundle[];
  /** What the replacement changes, and why no option does it. */
  readonly why: string;
}

export const moduleReplacements: readonly ModuleReplacement[] = [
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    replacement: 'src/plugins/core-overrides/client/route-prefetch.ts',
    bundles: ['client'],
    why: 'each route and file is prefetched once, with a route lookup built once instead of on every link',
  },
  {
    upstream: '@docusaurus/core/lib/client/preload.js',
    replacement: 'src/plugins/core-overrides/client/preload.ts',
    bundles: ['client'],
    why: "a route's chunks are preloaded in a task of their own, after main.js' longest task",
  },
  {
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    replacement: 'src/plugins/core-overrides/client/component-creator.ts',
    bundles: ['client', 'server'],
    why: "the route table makes a route's component when the route is first used, not all ~720 as main.js starts",
  },
  {
    upstream: '@docusaurus/core/lib/client/renderToHtml.js',
    replacement: 'src/plugins/core-overrides/render-to-html.ts',
    bundles: ['server'],
    why: 'Suspense boundaries are rendered in place, so the sidebar and table of contents stay in the HTML',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    replacement: 'src/plugins/code-highlighting/client/no-prism-languages.ts',
    bundles: ['client', 'server'],
    why: 'code is highlighted at build time, so no page builds every Prism grammar as it starts',
  },
];
