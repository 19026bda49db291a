import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  indexOptions,
  maxQueryLength,
  prepareQuery,
  processTerm,
  searchOptions,
  shardKeyFor,
  shardKeysFor,
  tokenize,
  type IndexDocument,
} from './engine';
import { queryWorkLimits } from './limits';
import { worstSearchQuery as worstQuery } from '../../../tests/support/worst-search-query';

const doc = (id: string, title: string, content: string): IndexDocument => ({
  id,
  title,
  heading: '',
  path: '',
  summary: '',
  content,
  item_priority: 0,
});

function search(documents: IndexDocument[], text: string): string[] {
  const engine = new MiniSearch<IndexDocument>(indexOptions);
  engine.addAll(documents);
  const prepared = prepareQuery(text);
  return engine.search(prepared.query, searchOptions(prepared)).map((result) => String(result.id));
}

describe('tokenize and processTerm', () => {
  it('splits compounds and camelCase but keeps the joined form', () => {
    expect(tokenize('de-provisioning userCount')).toEqual([
      'de',
      'provisioning',
      'deprovisioning',
      'user',
      'Count',
      'userCount',
    ]);
  });

  it('stems and drops stop words', () => {
    expect(processTerm('Certifications')).toBe(processTerm('certification'));
    expect(processTerm('the')).toBeNull();
  });
});

describe('queries', () => {
  const documents = [
    doc('review', 'Run a certification', 'Certifiers confirm access.'),
    doc('fulfil', 'Fulfillment workflow', 'A person in the application makes the change.'),
    doc('entra', 'Microsoft Entra ID connector', 'Links Tessera to a tenant.'),
    doc('prov', 'Connected provisioning', 'Provisioning starts when a request is approved.'),
  ];

  it('finds IGA synonyms', () => {
    expect(search(documents, 'attestation')[0]).toBe('review');
    expect(search(documents, 'access review ')[0]).toBe('review');
    expect(search(documents, 'performer')[0]).toBe('fulfil');
    expect(search(documents, 'Azure AD')[0]).toBe('entra');
  });

  it('matches half-typed words and forgives typos', () => {
    expect(search(documents, 'provisio')[0]).toBe('prov');
    expect(search(documents, 'certfication ')[0]).toBe('review');
  });

  it('bounds long input', () => {
    const prepared = prepareQuery('certification '.repeat(1000));
    expect(prepared.terms.length).toBeLessThan(10);
    expect(maxQueryLength).toBeLessThanOrEqual(256);
  });

  it('puts a term in the shard of its first letter, one letter more for each split prefix', () => {
    expect(shardKeyFor('certif', new Set())).toBe('c');
    expect(shardKeyFor('certif', new Set(['c']))).toBe('ce');
    expect(shardKeyFor('certif', new Set(['c', 'ce']))).toBe('cer');
    expect(shardKeyFor('c', new Set(['c']))).toBe('c');
    expect(shardKeyFor('ce', new Set(['c', 'ce']))).toBe('ce');
  });

  it('fetches every shard below the word being typed, and only its own for a finished word', () => {
    const base = { splitKeys: ['r', 're'], shardKeys: ['a', 're', 'rea', 'req', 'rev', 'ro'] };
    expect(shardKeysFor(prepareQuery('re'), base).sort()).toEqual(['re', 'rea', 'req', 'rev']);
    expect(shardKeysFor(prepareQuery('review'), base)).toEqual(['rev']);
    expect(shardKeysFor(prepareQuery('re '), base)).toEqual(['re']);
  });
});

describe('the work one query asks of the engine', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Every term lookup MiniSearch makes for `text` over a small index, and how many allow typos. */
  function lookups(text: string): { all: number; fuzzy: number } {
    const engine = new MiniSearch<IndexDocument>(indexOptions);
    engine.addAll([doc('a', 'Run a certification', 'Certifiers confirm access.')]);
    const spy = vi.spyOn(
      MiniSearch.prototype as unknown as { executeQuerySpec: (spec: { fuzzy: number | boolean }) => unknown },
      'executeQuerySpec',
    );
    const prepared = prepareQuery(text);
    engine.search(prepared.query, searchOptions(prepared));
    const specs = spy.mock.calls.map(([spec]) => spec);
    return { all: specs.length, fuzzy: specs.filter((spec) => spec.fuzzy).length };
  }

  it('is bounded for the worst query of the allowed length', () => {
    expect(tokenize(worstQuery).length).toBeGreaterThanOrEqual(queryWorkLimits.maxTerms);
    const { maxTerms, maxSynonymQueries, maxFuzzyTerms } = queryWorkLimits;
    // The query, all its words together, the synonym phrasings (an alternative may be three words
    // longer than the word it replaces), and the typed word's shorter forms.
    const phrasings = 2 + maxSynonymQueries;
    const work = lookups(worstQuery);
    expect(work.all).toBeLessThanOrEqual(phrasings * (maxTerms + 3) + 4);
    expect(work.fuzzy).toBeLessThanOrEqual(phrasings * maxFuzzyTerms);
    // Unbounded, it was 1,300 lookups, a thousand of them fuzzy: 2.8 s of main thread in Chromium.
    expect(work.all).toBeLessThan(250);
    expect(work.fuzzy).toBeLessThan(60);
  });

  it('leaves what a reader types as it was: every synonym, every typo forgiven', () => {
    const prepared = prepareQuery('joiner mover leaver ');
    // The joiner group's six other phrasings, all of them.
    expect((prepared.query as { queries: unknown[] }).queries).toHaveLength(2 + 6);
    expect(lookups('certfication reviewer workflow ').fuzzy).toBeGreaterThanOrEqual(3);
  });
});
