import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
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
  // As the embedded backend does: typos are forgiven on the words the index does not know.
  const isKnown = (term: string): boolean =>
    engine.search(term, { prefix: false, fuzzy: false, processTerm: (known) => known }).length > 0;
  const typos = prepared.typoCandidates.filter((term) => !isKnown(term));
  return engine.search(prepared.query, searchOptions(prepared, typos)).map((result) => String(result.id));
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
