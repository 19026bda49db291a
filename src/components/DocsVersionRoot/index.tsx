/**
 * The root of an older docs version (`/docs/3.1`, added by src/plugins/version-roots): sends the
 * reader to that version's Getting Started page, its main doc, at once in the browser and through a
 * refresh in the HTML for a reader without JavaScript. Search engines index the target, not this.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { Redirect, useLocation } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import NotFoundContent from '@theme/NotFound/Content';
import { useServedPath } from '@site/src/client/docs-version';

export default function DocsVersionRoot(): ReactNode {
  const { pathname } = useLocation();
  const servedPath = useServedPath();
  const version = useVersions(undefined).find((candidate) => candidate.path === pathname.replace(/\/$/, ''));
  const mainDoc = version?.docs.find((doc) => doc.id === version.mainDocId);
  if (!version || !mainDoc) {
    return (
      <Layout title="Page Not Found">
        <NotFoundContent />
      </Layout>
    );
  }
  const target = servedPath(mainDoc.path);
  return (
    <Layout title={`Tessera ${version.label} documentation`}>
      <Head>
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
      </Head>
      <Redirect to={target} />
      <main className="container margin-vert--xl">
        <h1>Tessera {version.label} documentation</h1>
        <p>
          <Link to={target}>Open the {version.label} Getting Started page</Link>
        </p>
      </main>
    </Layout>
  );
}
