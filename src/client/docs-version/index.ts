import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

/**
 * Resolves a doc route written for the latest version (e.g. `/connectors/ad`) to the same page in the
 * docs version the reader is on, or to undefined when that version does not document it (a connector
 * that arrived later, say). Data files name routes once; pages of every version render them.
 */
export function useDocRouteInActiveVersion(): (route: string) => string | undefined {
  const { activeVersion } = useActiveDocContext(undefined);
  return (route) => {
    if (!activeVersion) return route;
    const target = `${activeVersion.path.replace(/\/$/, '')}${route}`;
    return activeVersion.docs.find((doc) => doc.path === target)?.path;
  };
}

/**
 * The docs version the reader is in: a doc page's own version, and on every other page (the landing
 * page, search, the API reference) the version the reader chose last, else the latest. The guides sit
 * at the site root, so Docusaurus counts every route as the latest version's and never consults the
 * reader's choice outside a doc page.
 */
export function useReaderDocsVersion(): GlobalVersion {
  const { activeDoc, activeVersion } = useActiveDocContext(undefined);
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  const latestVersion = useLatestVersion(undefined);
  // An older version's pages lie under its own path, so the path alone names it: no need to wait for
  // the page's doc entry, which a route section brings (src/plugins/core-overrides/node/route-sections.ts).
  if (activeVersion && !activeVersion.isLast) return activeVersion;
  return (activeDoc ? activeVersion : preferredVersion) ?? latestVersion;
}

/** Navigation state of a version switch from a page that the chosen version lacks. */
export interface MissingPageState {
  readonly missingPage: {
    /** The page's title and path in the version the reader came from. */
    readonly title: string;
    readonly path: string;
    /** That version's label, e.g. "3.2". */
    readonly fromVersion: string;
    /** Whether that version is newer than the one the reader switched to (the page is new there). */
    readonly fromNewer: boolean;
  };
}

export function isMissingPageState(state: unknown): state is MissingPageState {
  if (typeof state !== 'object' || state === null || !('missingPage' in state)) return false;
  const page: unknown = state.missingPage;
  if (typeof page !== 'object' || page === null) return false;
  const fields = page as Record<string, unknown>;
  return (
    ['title', 'path', 'fromVersion'].every((key) => typeof fields[key] === 'string') &&
    typeof fields.fromNewer === 'boolean'
  );
}

/**
 * A doc path as the site serves it. Docusaurus keeps a section index's path with its trailing slash
 * (`/docs/3.1/guides/`) and drops it only in its Link; a path handed to the router directly needs the same.
 */
export function useServedPath(): (path: string) => string {
  const { siteConfig } = useDocusaurusContext();
  return (path) => (siteConfig.trailingSlash === false ? path.replace(/(.)\/$/, '$1') : path);
}
