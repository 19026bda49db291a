/**
 * The Markdown form of each MDX component the guides use, rendered from the same data as the
 * React component so the two say the same thing. A page using a component missing here fails the
 * build with its file and line (see markdown.ts).
 */
import { connectors, getConnector, operationLabels, operations } from '../../../data/connectors';
import { glossary, type GlossaryEntry } from '../../../data/glossary';
import { completenessText, getLifecycle, transitionsText } from '../../../data/lifecycles';

export interface RenderHelpers {
  /** The absolute URL of a site path written without the base path, e.g. `/connectors/ad`. */
  readonly siteUrl: (sitePath: string) => string;
}

/** Props are the element's text attributes; a prop the page leaves out is undefined. */
export type ComponentRenderer = (props: Readonly<Partial<Record<string, string>>>, helpers: RenderHelpers) => string;

const cell = (text: string): string => text.replaceAll('|', String.raw`\|`);

function connectorCapabilities({ id }: Readonly<Partial<Record<string, string>>>, { siteUrl }: RenderHelpers): string {
  if (id === undefined) throw new Error('the id prop is required');
  const connector = getConnector(id);
  const verb = connector.status === 'upcoming' ? 'Planned' : 'Supported';
  const labels = (supported: boolean): string[] =>
    operations.filter((operation) => connector.operations[operation] === supported).map((op) => operationLabels[op]);
  const unsupported = labels(false);
  return [
    `**${connector.name} connector at a glance.** ${connector.summary}`,
    '',
    `- Protocol: ${connector.protocol}`,
    `- Authentication: ${connector.authentication.join(', ')}`,
    `- ${verb} operations: ${labels(true).join(', ')}`,
    ...(unsupported.length > 0 ? [`- Not ${verb.toLowerCase()}: ${unsupported.join(', ')}`] : []),
    '',
    `[Compare all connectors](${siteUrl('/connectors')})`,
  ].join('\n');
}

function connectorMatrix(_props: Readonly<Partial<Record<string, string>>>, { siteUrl }: RenderHelpers): string {
  const header = ['Connector', ...operations.map((operation) => operationLabels[operation])];
  const rows = connectors.map((connector) => {
    const name = `[${connector.name}](${siteUrl(connector.route)})${connector.status === 'upcoming' ? ' (upcoming)' : ''}`;
    return [name, ...operations.map((operation) => (connector.operations[operation] ? 'Yes' : 'No'))];
  });
  return [
    'Connector capabilities. For connectors marked upcoming, the table shows planned operations.',
    '',
    ...[header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function glossaryItem({ term, aliases, definition, href }: GlossaryEntry, siteUrl: RenderHelpers['siteUrl']): string {
  const also = aliases && aliases.length > 0 ? ` (also: ${aliases.join(', ')})` : '';
  return `- **${term}**${also}: ${definition} [Read more](${siteUrl(href)})`;
}

function glossaryList(_props: Readonly<Partial<Record<string, string>>>, { siteUrl }: RenderHelpers): string {
  const letters = new Map<string, GlossaryEntry[]>();
  for (const entry of glossary) {
    const letter = entry.term.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return [...letters]
    .map(([letter, entries]) =>
      [`## ${letter}`, '', ...entries.map((entry) => glossaryItem(entry, siteUrl))].join('\n'),
    )
    .join('\n\n');
}

function lifecycleTable({ id }: Readonly<Partial<Record<string, string>>>): string {
  if (id === undefined) throw new Error('the id prop is required');
  const lifecycle = getLifecycle(id);
  const header = [lifecycle.valueHeading, 'What it means', 'What you observe'];
  const rows = lifecycle.values.map(({ value, meaning, observe }) => [`\`${value}\``, meaning, observe]);
  return [
    ...[header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
    `${completenessText(lifecycle)} ${transitionsText(lifecycle)}`,
  ].join('\n');
}

export const componentRenderers: Readonly<Partial<Record<string, ComponentRenderer>>> = {
  ConnectorCapabilities: connectorCapabilities,
  ConnectorMatrix: connectorMatrix,
  GlossaryList: glossaryList,
  LifecycleTable: lifecycleTable,
};
