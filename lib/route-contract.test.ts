import { describe, expect, it } from 'vitest';
import { countWords, parseRouteContract, placeholderPattern, wordFloor } from './route-contract';

const sample = [
  '## Site pages',
  '| Route | What it is |',
  '|---|---|',
  '| `/docs/` | site root page |',
  '| `/docs/search` | search page; `/docs/search?q=role` runs the query |',
  '| any unmatched route | the not-found page |',
  '## Admin Guide — `/docs/admin/...`',
  '| `architecture` | architecture overview |',
  '## Connector Guide — `/docs/connectors/...`',
  '| `ad` | Active Directory |',
  '| `upcoming/gcp` | upcoming |',
  '## Guides (tutorials) — `/docs/guides/...`',
  '| `okta` | Okta tutorial |',
].join('\n');

describe('parseRouteContract', () => {
  it('reads every route with its section, full path and line', () => {
    const routes = parseRouteContract(sample);
    expect(routes.map((route) => [route.section, route.path])).toEqual([
      ['site', '/docs/'],
      ['site', '/docs/search'],
      ['admin', '/docs/admin/architecture'],
      ['connectors', '/docs/connectors/ad'],
      ['connectors', '/docs/connectors/upcoming/gcp'],
      ['guides', '/docs/guides/okta'],
    ]);
    expect(routes[2]?.line).toBe(8);
  });

  it('names the file and line of an unknown section', () => {
    expect(() => parseRouteContract('## Elsewhere\n', 'x.md')).toThrow('x.md:1');
  });

  it('sets the word floor by page type', () => {
    const floors = parseRouteContract(sample).map(wordFloor);
    expect(floors).toEqual([0, 0, 350, 1200, 150, 600]);
    expect(wordFloor({ section: 'site', path: '/docs/admin', topic: '', line: 1 })).toBe(150);
  });
});

describe('content rules', () => {
  it('flags placeholder text but not ordinary words', () => {
    expect(placeholderPattern.test('Steps: TBD')).toBe(true);
    expect(placeholderPattern.test('Lorem ipsum dolor')).toBe(true);
    expect(placeholderPattern.test('Select Today to filter')).toBe(false);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('Select **Submit** — then wait.')).toBe(4);
  });
});
