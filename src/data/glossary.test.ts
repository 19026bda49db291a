import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteContract } from '../../lib/route-contract';
import { glossary, glossaryTermId } from './glossary';

const routes = new Set(loadRouteContract(path.resolve('src', 'data', 'route-contract.md')).map((route) => route.path));

describe('glossary data', () => {
  it('has at least 60 terms, unique and in alphabetical order', () => {
    const terms = glossary.map((entry) => entry.term);
    expect(terms.length).toBeGreaterThanOrEqual(60);
    expect(new Set(terms.map(glossaryTermId)).size).toBe(terms.length);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('gives each name, term or alias, to one term only', () => {
    const owners = new Map<string, string[]>();
    for (const entry of glossary) {
      for (const name of [entry.term, ...(entry.aliases ?? [])]) {
        const key = name.toLowerCase();
        owners.set(key, [...(owners.get(key) ?? []), entry.term]);
      }
    }
    expect([...owners].filter(([, terms]) => terms.length > 1)).toEqual([]);
  });

  it('defines each term in one sentence and links it to a page that explains it', () => {
    for (const entry of glossary) {
      expect(entry.definition, entry.term).toMatch(/^[A-Z`].*\.$/);
      const pathname = `/docs${entry.href.split('#')[0] ?? ''}`;
      const isApiPage = pathname.startsWith('/docs/developer');
      expect(isApiPage || routes.has(pathname), `${entry.term} links to ${entry.href}`).toBe(true);
    }
  });
});
