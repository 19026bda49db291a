/**
 * How the API reference relates to the docs releases, on the API overview: beside the version badge
 * and in a section of its own. It states only what a reader can observe: the API description's own
 * version (`info.version`), the docs releases of the version menu, and that one reference serves them.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** The generator's "Version: x" badge, with what that version is the version of. */
export function ApiVersionBadge({ version }: { readonly version: string }): ReactNode {
  return (
    <p className={styles.badgeLine}>
      <span className="theme-doc-version-badge badge badge--secondary">Version: {version}</span>{' '}
      <span>
        of the API description, numbered apart from the docs releases.{' '}
        <Link to="#api-versions-and-docs-releases">How the API is versioned</Link>
      </span>
    </p>
  );
}

export function ApiVersioning({ apiVersion }: { readonly apiVersion: string }): ReactNode {
  const [latest, ...older] = useVersions(undefined);
  const olderLabels = older.map((version) => version.label).join(', ');
  return (
    <>
      <p>
        The version at the top of this page, {apiVersion}, is the version of the API description:{' '}
        <code>info.version</code> in the files under <Link to="#downloads">Downloads</Link>. The docs releases that the
        version menu of the navbar offers ({[latest, ...older].map((version) => version.label).join(', ')}) are numbered
        apart from it, and this reference does not map one to the other.
      </p>
      <p>
        There is one API reference, this one, published with the {latest.label} docs, and the guides of every docs
        release link to it.
        {older.length > 0 &&
          ` If you read the ${olderLabels} guides, read this reference too: there is no ${olderLabels} copy of it.`}{' '}
        It does not say which operations each Tessera release offers. If a call answers on your tenant otherwise than
        this page describes, ask your Tessera administrator which release the tenant runs.
      </p>
    </>
  );
}
