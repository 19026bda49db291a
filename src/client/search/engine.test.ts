import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  correctedQuery,
  creditSecondRecord,
  diversify,
  favourTasks,
  indexOptions,
  oneEditFrom,
  maxQueryLength,
  prepareQuery,
  processTerm,
  searchOptions,
  shardKeyFor,
  shardKeysFor,
  tokenize,
  typoShardKeys,
  type IndexDocument,
} from './engine';
import { queryWorkLimits } from './limits';
import { worstSearchQuery } from '../../../tests/support/worst-search-query';

const doc = (id: string, title: string, content: string, more: Partial<IndexDocument> = {}): IndexDocument => ({
  id,
  title,
  heading: '',
  path: '',
  summary: '',
  content,
  item_priority: 0,
  ...more,
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

  it('stems a word that names an object property as any other word', () => {
    expect(processTerm('constructor')).toBe('constructor');
    expect(processTerm('toString')).toBe('tostr');
  });

  it('stems and drops stop words', () => {
    expect(processTerm('Certifications')).toBe(processTerm('certification'));
    expect(processTerm('the')).toBeNull();
  });

  it('finds no page by the prepositions that join a query\'s subjects ("during", "vs")', () => {
    const documents = [
      doc('review', 'Access reviews', 'Revoke a line of access.'),
      doc('upgrade', 'Upgrade', 'Sign-in pauses during the upgrade, in versions 3.1 vs 3.2.'),
    ];
    expect(search(documents, 'revoke during a review ')).toEqual(['review']);
    expect(search(documents, 'reviews vs upgrades ').sort()).toEqual(['review', 'upgrade']);
    expect(search(documents, 'during ')).toEqual([]);
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
    // The API has no page numbers: a reader asking for pagination gets the page size.
    const conventions = doc('conventions', 'Conventions', 'Set the page size of a list with pagesize.');
    expect(search([...documents, conventions], 'pagination ')).toEqual(['conventions']);
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

describe('ranking that serves the task', () => {
  const lifeCycle = [
    doc('create', 'Create a user', 'Bring a joiner into Tessera from Workday.', { item_priority: 7 }),
    doc('remove', 'Remove a user', 'Handle a leaver: hand over tasks and remove every account.', { item_priority: 7 }),
    doc('build', 'Build an application', 'An onboarding request adds a new application.', { item_priority: 7 }),
  ];

  it('finds a task by any verb Tessera uses for making a thing (add, create, build), and favours it as its verb', () => {
    const tasks = [
      doc('add', 'Add a certification', 'Define who reviews which access.', { item_priority: 7 }),
      doc('role', 'Create a role', 'Group entitlements into a role.', { item_priority: 7 }),
      doc('app', 'Build an application', 'Fill in the details and owners.', { item_priority: 7 }),
    ];
    expect(search(tasks, 'create a certification ')).toContain('add');
    expect(search(tasks, 'add a role ')[0]).toBe('role');
    expect(search(tasks, 'add an application ')[0]).toBe('app');
    expect(prepareQuery('create a certification ').leadTerms).toContain(processTerm('add'));
    expect(prepareQuery('add a role ').leadTerms).toContain(processTerm('create'));
    expect(prepareQuery('add an application ').leadTerms).toContain(processTerm('build'));
  });

  it('keeps synonyms directional: offboarding finds the leaver page, a joiner is not onboarding an application', () => {
    expect(search(lifeCycle, 'offboarding ')[0]).toBe('remove');
    expect(search(lifeCycle, 'offboard a leaver ')[0]).toBe('remove');
    expect(search(lifeCycle, 'joiner ')).not.toContain('build');
    expect(search(lifeCycle, 'leaver ')).not.toContain('create');
  });

  it('meets a verb and its noun, and a misspelt word', () => {
    const review = [doc('revoke', 'Revocation', 'Certification of access.'), doc('other', 'Other', 'Nothing.')];
    expect(search(review, 'revoke ')[0]).toBe('revoke');
    expect(search(review, 'certify ')[0]).toBe('revoke');
    expect(search(lifeCycle, 'remoev a user ')[0]).toBe('remove');
  });

  it('corrects a misspelt word to a word one edit from it, first letter as typed', () => {
    for (const [typed, word] of [
      ['delgate', 'delegate'],
      ['reveiw', 'review'],
      ['acess', 'access'],
      ['managment', 'management'],
      ['revokation', 'revocation'],
    ]) {
      expect(oneEditFrom(typed)).toContain(word);
    }
    expect(oneEditFrom('acess').every((word) => word.startsWith('a'))).toBe(true);
    expect(correctedQuery('Delgate my approvals, delgate', new Map([['delgate', 'delegate']]))).toBe(
      'delegate my approvals, delegate',
    );
    expect(correctedQuery('undelgate', new Map([['delgate', 'delegate']]))).toBe('undelgate');
    expect(prepareQuery('delgate approvals').typedWords.get('delgat')).toBe('delgate');
  });

  it('leaves out the words that open a question', () => {
    expect(prepareQuery('how do I remove a user').terms).toEqual(prepareQuery('remove a user').terms);
    expect(prepareQuery('what happens when a user is removed ').terms).not.toContain(processTerm('happens'));
  });

  it('answers "what is X" and "what does X mean" with the glossary entry of X', () => {
    const documents = [
      // A task page's record, and glossary entries at the priorities the record builder gives them.
      doc('page', 'Set up a proxy', 'A proxy, or delegate, acts on your tasks while you are out of office.', {
        summary: 'Name a proxy who acts on your tasks.',
        item_priority: 9,
      }),
      doc('entry', 'Glossary', 'A person who acts on your tasks while you are away.', {
        heading: 'proxy',
        item_priority: -7,
      }),
      doc('other', 'Glossary', 'Your manager, or a proxy you named.', { heading: 'approver', item_priority: -7 }),
    ];
    expect(search(documents, 'what is a proxy')[0]).toBe('entry');
    expect(search(documents, 'what does proxy mean?')[0]).toBe('entry');
    expect(search(documents, 'proxy ')[0]).toBe('page');
  });

  it("ranks an API name's operation page above schema and guide pages that mention it", () => {
    const documents = [
      doc('operation', 'List requests', 'GET /api/dataservices/UserRequest pagesize correlationId', {
        item_priority: 5,
      }),
      doc('schema', 'UserRequest', 'correlationId The correlation id. correlationId of the cart.', {
        item_priority: -3,
      }),
      doc('guide', 'Track my request', 'Find the request by its correlationId in the list of requests.', {
        heading: 'Do it with the API',
        item_priority: 4,
      }),
    ];
    expect(search(documents, 'correlationId')[0]).toBe('operation');
    expect(search(documents, 'pagesize')[0]).toBe('operation');
  });

  it('searches the shorter forms of a half-typed word, and not those of a word the index holds whole', () => {
    expect(prepareQuery('provisio').terms).toContain('provis');
    expect(prepareQuery('create a workflow').shortenedTerm).toBe('workflow');
    expect(prepareQuery('create a workflow').terms).toContain('work');
    const known = prepareQuery('create a workflow', { typedWordKnown: true });
    expect(known.terms).not.toContain('work');
    expect(known.terms).toContain('workflow');
    // Stemming shortens "pagesize" to "pages": its shorter form "page" still counts.
    expect(prepareQuery('pagesize').shortenedTerm).toBeUndefined();
    expect(prepareQuery('pagesize', { typedWordKnown: true }).terms).toContain('page');
    // The stem of the word being typed is searched once, as one of the words, not again as a shorter form.
    const shorterForms = (text: string): unknown => (prepareQuery(text).query as { queries: Query[] }).queries.at(-1);
    expect(shorterForms('connector troubleshooting')).toMatchObject({ queries: expect.any(Array) as unknown });
    expect((shorterForms('connector troubleshooting') as { queries: string[] }).queries).not.toContain(
      processTerm('troubleshooting'),
    );
  });

  it('spreads out the pages of one template, so that a page that answers differently reaches the first five', () => {
    const result = (id: string, score: number, match: Record<string, string[]>, item_priority = 2): SearchResult => ({
      id,
      score,
      terms: Object.keys(match),
      queryTerms: Object.keys(match),
      match,
      item_priority,
    });
    // "connector troubleshooting": each connector page's Troubleshooting section matches alike.
    const section = { connector: ['title', 'path'], troubleshoot: ['heading'] };
    const results = [
      ...['ad', 'aws', 'okta', 'google', 'mysql'].map((page, index) => result(`${page}:8`, 300 - index, section)),
      result('health:0', 269, { connector: ['title', 'path', 'content'], troubleshoot: ['summary'] }, 5),
      result('ad:0', 40, { connector: ['title', 'path'] }, 5),
    ];
    const spread = diversify(results).map((item) => String(item.id));
    const pages = [...new Set(spread.map((id) => id.split(':')[0]))];
    expect(pages).toEqual(['ad', 'aws', 'health', 'okta', 'google', 'mysql']);
    // A page's records stay together, in their order.
    expect(spread.slice(0, 2)).toEqual(['ad:8', 'ad:0']);
    // Pages that match differently keep their order.
    const distinct = [
      result('a:0', 3, { role: ['title'] }),
      result('b:0', 2, { role: ['heading'] }),
      result('c:0', 1, {}),
    ];
    expect(diversify(distinct)).toEqual(distinct);
  });

  it('favours the task page whose title opens with the verb the query opens with, or a synonym of it', () => {
    expect(prepareQuery('delete a user ').leadTerms).toEqual([processTerm('delete'), processTerm('remove')]);
    expect(prepareQuery('how do I approve an access request').leadTerms).toEqual([processTerm('approve')]);
    expect(prepareQuery('onboarding ').leadTerms).toEqual([]);
    const result = (id: string, score: number): SearchResult => ({
      id,
      score,
      terms: [],
      queryTerms: [],
      match: {},
    });
    // Pages 0 and 1 are not task pages; page 2 is Remove a user.
    const taskVerbs = ['', '', processTerm('remove') ?? ''];
    const results = [result('0:0', 11), result('1:0', 10), result('2:0', 9.5), result('2:1', 4)];
    const favoured = favourTasks(results, prepareQuery('delete a user ').leadTerms, taskVerbs);
    expect(favoured.map((item) => String(item.id))).toEqual(['2:0', '0:0', '1:0', '2:1']);
    expect(favourTasks(results, prepareQuery('user ').leadTerms, taskVerbs)).toEqual(results);
  });

  it('ranks a page where two parts answer the query above one whose single section scores a little more', () => {
    const result = (id: string, score: number): SearchResult => ({ id, score, terms: [], queryTerms: [], match: {} });
    const pageOrder = (results: SearchResult[]): string[] => [
      ...new Set(creditSecondRecord(results).map((item) => String(item.id).split(':')[0])),
    ];
    // Page 1's section says the query's words once more than page 0's best record, which its page record backs.
    expect(pageOrder([result('1:4', 10), result('0:0', 9.5), result('0:3', 6), result('1:0', 1)])).toEqual(['0', '1']);
    // A page far behind stays behind.
    expect(pageOrder([result('1:4', 20), result('0:0', 9.5), result('0:3', 6)])).toEqual(['1', '0']);
  });

  it('bounds the work of a long query: its words, typo candidates and synonym expansions', () => {
    const worst = Array.from({ length: 24 }, (_, index) => `offboarding${'abcdefghij'[index % 10]}x`).join(' ');
    const prepared = prepareQuery(worst.slice(0, maxQueryLength));
    expect(prepared.typoCandidates.length).toBeLessThanOrEqual(queryWorkLimits.maxTypoWords);
    const synonymQueries = (prepared.query as { queries: unknown[] }).queries.length;
    expect(synonymQueries).toBeLessThanOrEqual(2 + queryWorkLimits.maxSynonymExpansions + 1);
    expect(prepareQuery('offboarding offboard termination '.repeat(8)).terms.length).toBeLessThan(40);
    const base = { shardKeys: ['a', 'ab', 'ac', 'acc', 'ad', 'ae', 'af', 'ag', 'ah', 'ai', 'aj', 'ak'] };
    expect(typoShardKeys('acess', base).length).toBeLessThanOrEqual(queryWorkLimits.maxTypoShardsPerWord);
    expect(typoShardKeys('acess', base)).toContain('acc');
  });

  it('keeps the costliest query of the allowed length to a bounded number of index lookups', () => {
    const specs: { fuzzy: number | boolean }[] = [];
    const prototype = MiniSearch.prototype as unknown as {
      executeQuerySpec: (this: unknown, spec: { fuzzy: number | boolean }, ...rest: unknown[]) => unknown;
    };
    const original = prototype.executeQuerySpec;
    prototype.executeQuerySpec = function (this: unknown, spec, ...rest) {
      specs.push(spec);
      return original.call(this, spec, ...rest);
    };
    try {
      expect(tokenize(worstSearchQuery).length).toBeGreaterThanOrEqual(queryWorkLimits.maxQueryTokens);
      search(
        [
          doc('review', 'Run a certification', 'Certifiers confirm access.'),
          doc('prov', 'Connected provisioning', 'Provisioning starts when a request is approved.'),
        ],
        worstSearchQuery,
      );
    } finally {
      prototype.executeQuerySpec = original;
    }
    const fuzzy = specs.filter((spec) => spec.fuzzy).length;
    // Unbounded, this query made 1,362 lookups, 965 of them with typo tolerance: 2.8 s of main thread.
    expect(specs.length).toBeLessThan(400);
    expect(fuzzy).toBeLessThanOrEqual(queryWorkLimits.maxTypoWords * (queryWorkLimits.maxSynonymExpansions + 3));
  });
});
