/**
 * Hints in the search page that start the first search's fetches with the HTML instead of after
 * the page's script has run and hydrated. With the embedded index, a small inline script
 * preloads the index base of the docs version the page will search (the preferred version
 * Docusaurus keeps in storage, as useContextualSearchFilters reads it, else the latest), when the
 * address carries a query. With Typesense, the browser connects to the cluster at once.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import siteStorage from '@generated/site-storage';
import { indexPaths } from './index-paths';
import type { SearchSiteConfig } from './types';

/** The storage key of the docs plugin's preferred version (plugin-content-docs' docsPreferredVersion). */
const preferredVersionKey = `docs-preferred-version-default${siteStorage.namespace}`;

function baseUrlScript(bases: Record<string, string>, latest: string): string {
  return `(function(){try{var q=new URLSearchParams(location.search).get('q');if(!q||!q.trim())return;var bases=${JSON.stringify(bases)};var s=window[${JSON.stringify(siteStorage.type)}];var v=s&&s.getItem(${JSON.stringify(preferredVersionKey)});var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=bases[v]||bases[${JSON.stringify(latest)}];document.head.appendChild(l)}catch(e){}})();`;
}

export function SearchPreloadHints(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const config = siteConfig.customFields?.search as SearchSiteConfig;
  const versions = useVersions('default');
  const latest = useLatestVersion('default');
  if (config.typesense) {
    const { protocol, host, port } = config.typesense;
    return (
      <Head>
        <link rel="preconnect" href={`${protocol}://${host}:${port}`} crossOrigin="anonymous" />
      </Head>
    );
  }
  if (!config.embedded) return null;
  const bases = Object.fromEntries(
    versions.map((version) => [version.name, `${siteConfig.baseUrl}${indexPaths.base(version.name)}`]),
  );
  // In the page rather than the head: Helmet would run it again, in its unminified form, as the
  // page hydrates. React leaves it alone then, and never runs it on a client-side navigation,
  // where the client is already there.
  return <script dangerouslySetInnerHTML={{ __html: baseUrlScript(bases, latest.name) }} />;
}
