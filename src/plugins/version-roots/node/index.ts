/**
 * Local plugin: a route at the root of each older docs version (`/docs/3.1`), which the docs plugin
 * leaves unmatched (its pages all sit below it), opening that version's Getting Started page. The
 * latest version's root is the landing page.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface VersionRootsOptions {
  /** The URL path segment of each older version, as the docs plugin's `versions` option sets it. */
  readonly versionPaths: readonly string[];
}

export default function versionRootsPlugin({ versionPaths }: VersionRootsOptions) {
  return (context: LoadContext): Plugin => ({
    name: 'tessera-version-roots',
    contentLoaded({ actions }) {
      for (const versionPath of versionPaths) {
        actions.addRoute({
          path: `${context.baseUrl.replace(/\/$/, '')}/${versionPath}`,
          component: '@site/src/components/DocsVersionRoot',
          exact: true,
        });
      }
    },
  });
}
