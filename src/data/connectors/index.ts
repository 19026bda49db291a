import type { ConnectorInfo, Operation } from './types';
import ad from './ad';
import apacheDirectory from './apache-directory';
import atlassian from './atlassian';
import aws from './aws';
import entraId from './entra-id';
import flatFile from './flat-file';
import gcp from './gcp';
import google from './google';
import gsheet from './gsheet';
import mysql from './mysql';
import okta from './okta';
import oracleJdbc from './oracle-jdbc';
import salesforce from './salesforce';

export type { ConnectorInfo, Operation } from './types';

/** Every connector: available ones first, then upcoming ones, each group in id order. */
export const connectors: readonly ConnectorInfo[] = [
  ad,
  atlassian,
  aws,
  entraId,
  flatFile,
  google,
  gsheet,
  mysql,
  okta,
  apacheDirectory,
  gcp,
  oracleJdbc,
  salesforce,
];

/** Operations in display order, shared by the capability matrix and the capability box. */
export const operations: readonly Operation[] = [
  'create',
  'update',
  'disable',
  'delete',
  'passwordSet',
  'membership',
  'fullReconciliation',
  'incrementalReconciliation',
  'schemaDiscovery',
];

/** Human-readable name of each operation. */
export const operationLabels: Readonly<Record<Operation, string>> = {
  create: 'Create account',
  update: 'Update account',
  disable: 'Disable account',
  delete: 'Delete account',
  passwordSet: 'Set password',
  membership: 'Entitlement membership',
  fullReconciliation: 'Full reconciliation',
  incrementalReconciliation: 'Incremental reconciliation',
  schemaDiscovery: 'Schema discovery',
};

/** Returns the connector with this id, or throws if no connector has it. */
export function getConnector(id: string): ConnectorInfo {
  const connector = connectors.find((candidate) => candidate.id === id);
  if (connector === undefined) {
    const known = connectors.map((candidate) => candidate.id).join(', ');
    throw new Error(`Unknown connector id "${id}". Known connector ids: ${known}.`);
  }
  return connector;
}
