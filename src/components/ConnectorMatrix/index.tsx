import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { connectors, operationLabels, operations, type ConnectorInfo } from '@site/src/data/connectors';
import { useDocRouteInActiveVersion } from '@site/src/client/docs-version';
import styles from './styles.module.css';

function Mark({ supported }: { supported: boolean }): ReactNode {
  return (
    <>
      <span aria-hidden="true" className={supported ? styles.yes : styles.no}>
        {supported ? '✓' : '—'}
      </span>
      <span className={styles.visuallyHidden}>{supported ? 'Supported' : 'Not supported'}</span>
    </>
  );
}

function ConnectorRow({ connector, to }: { connector: ConnectorInfo; to: string }): ReactNode {
  const upcoming = connector.status === 'upcoming';
  return (
    <tr className={upcoming ? styles.upcomingRow : undefined}>
      <th scope="row" className={styles.rowHeader}>
        <Link to={to}>{connector.name}</Link>
        {upcoming && <span className={styles.badge}>Upcoming</span>}
      </th>
      {operations.map((operation) => (
        <td key={operation} className={styles.cell}>
          <Mark supported={connector.operations[operation]} />
        </td>
      ))}
    </tr>
  );
}

/** Capability matrix of the connectors documented in the docs version on screen, from `src/data/connectors`. */
export default function ConnectorMatrix(): ReactNode {
  const routeInVersion = useDocRouteInActiveVersion();
  const rows = connectors.flatMap((connector) => {
    const to = routeInVersion(connector.route);
    return to ? [{ connector, to }] : [];
  });
  return (
    <div className={styles.wrapper} role="region" aria-labelledby="connector-matrix-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="connector-matrix-caption" className={styles.caption}>
          Connector capabilities. For connectors marked Upcoming, the marks show planned operations.
        </caption>
        <thead>
          <tr>
            <th scope="col">Connector</th>
            {operations.map((operation) => (
              <th key={operation} scope="col" className={styles.colHeader}>
                {operationLabels[operation]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ connector, to }) => (
            <ConnectorRow key={connector.id} connector={connector} to={to} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
