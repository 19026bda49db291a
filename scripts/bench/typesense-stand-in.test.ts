import { describe, expect, it } from 'vitest';
import { searchRequestUrl } from '../../src/client/search/typesense';
import type { DocSearchRecord } from '../../src/client/search/types';
import { rankRecords } from './typesense-stand-in';

const record = (url: string, title: string, content: string, itemPriority = 5): DocSearchRecord => ({
  objectID: url,
  hierarchy: { lvl0: 'User Guide', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  url,
  url_without_anchor: url,
  anchor: null,
  type: 'lvl1',
  item_priority: itemPriority,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: ['current'],
  keywords: [],
});

const records = [
  record('/docs/remove', 'Remove a user', 'Handle a leaver and hand over their tasks.'),
  record('/docs/build', 'Build an application', 'Onboarding request for a new application.'),
  record('/docs/mentions', 'Access review overview', 'A leaver may hold access until the remove user step.'),
];

const config = { host: 'h', port: 443, protocol: 'https', collection: 'c', searchApiKey: 'k', filterBy: '' };
const context = { locale: 'en', version: 'current', tags: ['docs-default-current'], maxGroups: 8, hitsPerGroup: 3 };
/** Ranks as the stand-in does for the request the Typesense client sends. */
const ranked = (query: string): string[] =>
  rankRecords(records, new URL(searchRequestUrl(config, query, context)).searchParams).map((each) => each.url);

describe('Typesense stand-in ranking', () => {
  it('honours one-way synonyms in their direction only', () => {
    expect(ranked('offboarding')).toContain('/docs/remove');
    expect(ranked('leaver')).not.toContain('/docs/build');
  });

  it('honours the field weights the client sends: a title match above a body match', () => {
    expect(ranked('remove user')[0]).toBe('/docs/remove');
  });

  it('leaves out the words that open a question, as the client does', () => {
    expect(ranked('how do I remove a user')[0]).toBe('/docs/remove');
  });
});
