/**
 * Types for the connector capability data shown in the Connector Guide.
 *
 * One file per connector in this folder exports a `ConnectorInfo`; `index.ts`
 * collects them. For an upcoming connector, `operations` records what is planned.
 */

/** An operation a connector performs on its target system. */
export type Operation =
  | 'create'
  | 'update'
  | 'disable'
  | 'delete'
  | 'passwordSet'
  | 'membership'
  | 'fullReconciliation'
  | 'incrementalReconciliation'
  | 'schemaDiscovery';

export interface ConnectorInfo {
  /** Stable id, also the last segment of the page route, e.g. `ad`. */
  id: string;
  /** Display name, e.g. `Active Directory`. */
  name: string;
  /** Site path without the `/docs` base path, e.g. `/connectors/ad`. */
  route: string;
  status: 'available' | 'upcoming';
  /** Protocol or API the connector speaks to the target system. */
  protocol: string;
  /** Authentication methods the connector accepts. */
  authentication: readonly string[];
  /** Which operations are supported (available) or planned (upcoming). */
  operations: Readonly<Record<Operation, boolean>>;
  /** One sentence on what the connector manages. */
  summary: string;
}
