import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { getConnector, operationLabels, operations } from '@site/src/data/connectors';
import styles from './styles.module.css';

interface ConnectorCapabilitiesProps {
  /** Connector id, e.g. `ad`; an unknown id throws when the page renders. */
  id: string;
}

/** Compact summary box shown at the top of a connector page. */
export default function ConnectorCapabilities({ id }: ConnectorCapabilitiesProps): ReactNode {
  const connector = getConnector(id);
  const supported = operations.filter((operation) => connector.operations[operation]);
  const unsupported = operations.filter((operation) => !connector.operations[operation]);
  const verb = connector.status === 'upcoming' ? 'Planned' : 'Supported';

  return (
    <aside className={styles.box} aria-label={`${connector.name} connector at a glance`}>
      <p className={styles.summary}>{connector.summary}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Protocol</dt>
          <dd>{connector.protocol}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Authentication</dt>
          <dd>
            <ul className={styles.list}>
              {connector.authentication.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{verb} operations</dt>
          <dd>
            <ul className={styles.operations}>
              {supported.map((operation) => (
                <li key={operation}>{operationLabels[operation]}</li>
              ))}
            </ul>
          </dd>
        </div>
        {unsupported.length > 0 && (
          <div className={styles.fact}>
            <dt>Not {verb.toLowerCase()}</dt>
            <dd>{unsupported.map((operation) => operationLabels[operation]).join(', ')}</dd>
          </div>
        )}
      </dl>
      <p className={styles.more}>
        <Link to="/connectors">Compare all connectors</Link>
      </p>
    </aside>
  );
}
