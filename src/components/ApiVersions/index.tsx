/**
 * The API's own version on the API overview, beside the version badge and in a section of its own. It
 * states only what a reader can observe: the API's version (`info.version`), the Tessera releases of the
 * version menu, and how to check on a tenant that an operation answers as its page says.
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
        of the Tessera API, numbered apart from Tessera releases.{' '}
        <Link to="#api-version-and-your-tenant">Check your tenant</Link>
      </span>
    </p>
  );
}

export function ApiVersioning({ apiVersion }: { readonly apiVersion: string }): ReactNode {
  const releases = useVersions(undefined).map((version) => version.label);
  return (
    <>
      <p>
        The Tessera API described here is version {apiVersion}: <code>info.version</code> in the OpenAPI file under{' '}
        <Link to="#downloads">Downloads</Link>, from which you can generate a client. Tessera releases, such as{' '}
        {releases.join(' and ')} in the version menu, are numbered apart from it.
      </p>
      <p>
        Your tenant runs one Tessera release; your Tessera administrator can tell you which. Before your code relies on
        an operation, check that your tenant answers as described here: send an operation that changes nothing, such as{' '}
        <Link to="/developer/list-roles">List roles</Link>, and compare the status and the fields of the answer with its
        description. If your tenant answers otherwise, send your administrator the operation, the status and the time of
        the call.
      </p>
    </>
  );
}
