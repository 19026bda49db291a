import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

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
