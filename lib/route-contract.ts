/**
 * Reads the route contract (src/data/route-contract.md): every route the site must serve,
 * grouped by the section it belongs to, with the word floor its page type sets.
 */
import { readFileSync } from 'node:fs';

export type Section = 'site' | 'admin' | 'user' | 'connectors' | 'guides' | 'developer';

export interface ContractRoute {
  readonly section: Section;
  /** Site path without trailing slash, e.g. /docs/admin/architecture. */
  readonly path: string;
  readonly topic: string;
  readonly line: number;
}

const sectionPrefixes: readonly (readonly [RegExp, Section])[] = [
  [/^## Site pages/, 'site'],
  [/^## Admin Guide/, 'admin'],
  [/^## User Guide/, 'user'],
  [/^## Connector Guide/, 'connectors'],
  [/^## Guides/, 'guides'],
  [/^## Developer Guide/, 'developer'],
];

export function parseRouteContract(markdown: string, source = 'route-contract.md'): ContractRoute[] {
  const routes: ContractRoute[] = [];
  let section: Section | undefined;
  let base = '';
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('## ')) {
      section = sectionPrefixes.find(([pattern]) => pattern.test(text))?.[1];
      base = /`(\/docs\/[^`]*?)\/?\.\.\.`/.exec(text)?.[1] ?? '';
      if (!section) throw new Error(`${source}:${index + 1}: unknown section heading "${text}"`);
      return;
    }
    const row = /^\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|$/.exec(text);
    if (!row || !section) return;
    const [, route = '', topic = ''] = row;
    if (route === 'any unmatched route') return;
    const path = section === 'site' ? (route.split('?')[0] ?? route) : `${base}/${route}`;
    routes.push({ section, path: path === '/docs/' ? path : path.replace(/\/$/, ''), topic, line: index + 1 });
  });
  if (routes.length === 0) throw new Error(`${source}: no routes found`);
  return routes;
}

export function loadRouteContract(file: string): ContractRoute[] {
  let markdown: string;
  try {
    markdown = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The route contract ${file} is missing.`);
  }
  return parseRouteContract(markdown, file);
}

/** The least number of words of real content a page of this route must carry. */
export function wordFloor(route: ContractRoute): number {
  const sectionRoots = ['/docs/admin', '/docs/user', '/docs/connectors', '/docs/guides'];
  if (sectionRoots.includes(route.path)) return 150;
  if (route.section === 'site') return 0;
  if (route.section === 'guides') return 600;
  if (route.section === 'connectors') {
    if (route.path.includes('/upcoming/')) return 150;
    return route.path.endsWith('/connector-health') ? 350 : 1200;
  }
  return 350;
}

export const connectorSections = [
  'overview',
  'prerequisites',
  'configuring',
  'connecting',
  'attributes',
  'troubleshooting',
  'common-errors',
  'logging',
  'support',
] as const;

export const placeholderPattern = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon/i;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
