import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedBackend, embeddedBackendReading } from '../../../client/search/embedded';
import { indexPaths, type IndexBase } from '../../../client/search/engine';
import type { DocSearchRecord } from '../../../client/search/types';
import { buildEmbeddedIndex } from './embedded-index';
import { recordsByVersion } from './index';

function record(
  url: string,
  title: string,
  heading: string | null,
  content: string,
  tag = 'docs-default-current',
): DocSearchRecord {
  const [page = url, anchor = null] = url.split('#');
  return {
    objectID: url,
    hierarchy: { lvl0: 'User Guide', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    url,
    url_without_anchor: page,
    anchor,
    type: heading ? 'lvl2' : 'lvl1',
    item_priority: heading ? 2 : 3,
    language: 'en',
    docusaurus_tag: tag,
    version: [tag.replace('docs-default-', '')],
    keywords: [],
  };
}

const records = [
  record(
    '/docs/user/access-review/run',
    'Run a certification',
    null,
    'Running a certification turns a definition into work.',
  ),
  record(
    '/docs/user/access-review/run#the-impact',
    'Run a certification',
    'The impact',
    'The userCount tells how many users the review covers.',
  ),
  record(
    '/docs/user/provisioning/connected',
    'Connected provisioning',
    null,
    'Provisioning starts when a request is approved.',
  ),
  record(
    '/docs/3.1/user/provisioning/connected',
    'Connected provisioning',
    null,
    'Provisioning in 3.1.',
    'docs-default-3.1',
  ),
  record('/docs/developer/submit-cart', 'Submit a cart', null, 'Submits the cart.', 'docs-api-current'),
];

/** Serves the index files to the client's fetch; returns the files fetched, in order. */
function stubFetch(files: ReadonlyMap<string, string>): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const file = url.replace(/^\/docs\//, '').replace(/\?.*/, '');
    fetched.push(file);
    const body = files.get(file);
    return Promise.resolve({
      ok: body !== undefined,
      status: body ? 200 : 404,
      json: () => Promise.resolve(JSON.parse(body ?? 'null')),
    });
  });
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('embedded index', () => {
  it('keeps each docs version apart, with the pages every version shares', () => {
    const versions = recordsByVersion(records);
    expect([...versions.keys()].sort()).toEqual(['3.1', 'current']);
    expect(versions.get('3.1')?.map((item) => item.url)).toEqual([
      '/docs/3.1/user/provisioning/connected',
      '/docs/developer/submit-cart',
    ]);
  });

  it('writes a base, term shards and page files that the browser client searches', async () => {
    const files = buildEmbeddedIndex('current', recordsByVersion(records).get('current') ?? []);
    const base = JSON.parse(files.get(indexPaths.base('current')) ?? '{}') as IndexBase;
    expect(base.pageCount).toBe(3);
    expect(base.shardKeys).toContain('c');
    expect(files.has(indexPaths.shard('current', 'c'))).toBe(true);

    const fetched = stubFetch(files);
    const backend = embeddedBackend('/docs/');
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 3 };
    const groups = await backend.search('impact of a certfication', context);
    expect(groups[0]?.page).toBe('/docs/user/access-review/run');
    expect(groups[0]?.hits.map((hit) => hit.url)).toContain('/docs/user/access-review/run#the-impact');
    const impact = groups[0]?.hits.find((hit) => hit.url.endsWith('#the-impact'));
    expect(impact?.path).toEqual(['User Guide', 'Run a certification']);
    expect(impact?.title).toEqual([
      { text: 'The ', match: false },
      { text: 'impact', match: true },
    ]);
    expect(fetched.filter((file) => file.includes('/terms/')).length).toBeLessThan(base.shardKeys.length);
  });

  it('reads each shard and page file once, and again after a query that failed to read one', async () => {
    const files = buildEmbeddedIndex('current', recordsByVersion(records).get('current') ?? []);
    const reads: string[] = [];
    let pageReadFails = true;
    const backend = embeddedBackendReading((file) => {
      reads.push(file);
      if (file.includes('/pages/') && pageReadFails) {
        pageReadFails = false;
        return Promise.reject(new Error(`${file}: unreachable`));
      }
      return Promise.resolve(JSON.parse(files.get(file) ?? 'null') as unknown);
    });
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 3 };
    await expect(backend.search('impact', context)).rejects.toThrow(/unreachable/);
    const groups = await backend.search('impact', context);
    expect(groups[0]?.page).toBe('/docs/user/access-review/run');
    const readsBefore = reads.length;
    await backend.search('impact', context);
    expect(reads.slice(readsBefore)).toEqual([]);
  });

  it('splits big shards by further letters, and a half-typed word still finds terms in the shards below it', async () => {
    // Hundreds of distinct words beginning with "ce" make the "c" and "ce" shards too big to fetch whole.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = Array.from(
      { length: 1500 },
      (_, n) => `ce${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}x${letters[Math.floor(n / 676)]}`,
    );
    const many = words.map((word, n) => record(`/docs/user/words/${n}`, `Page ${n}`, null, `${word} appears here.`));
    const files = buildEmbeddedIndex('current', many);
    const base = JSON.parse(files.get(indexPaths.base('current')) ?? '{}') as IndexBase;
    expect(base.splitKeys).toEqual(expect.arrayContaining(['c', 'ce']));
    expect(base.shardKeys.some((key) => key.length >= 3)).toBe(true);
    for (const key of base.shardKeys) {
      expect(files.get(indexPaths.shard('current', key))?.length ?? 0, key).toBeLessThanOrEqual(16 * 1024);
    }

    const fetched = stubFetch(files);
    const backend = embeddedBackend('/docs/');
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 1 };
    const target = words[1234];
    // "ce" has no shard of its own postings: its matches are all in the shards below it.
    expect(await backend.search(target.slice(0, 2), context)).toHaveLength(5);
    expect((await backend.search(target.slice(0, 4), context)).map((group) => group.page)).toContain(
      '/docs/user/words/1234',
    );
    // A finished word fetches its own shard and no other.
    fetched.length = 0;
    await embeddedBackend('/docs/').search(`${words[7]} `, context);
    expect(fetched.filter((file) => file.includes('/terms/'))).toHaveLength(1);
  });

  it('searches a word the index holds as it is typed, not its shorter forms', async () => {
    const files = buildEmbeddedIndex('current', [
      record('/docs/user/workflow/create', 'Create a workflow', null, 'A workflow routes each request.'),
      record('/docs/user/tasks', 'Work items', null, 'Each work item waits for someone to act.'),
    ]);
    stubFetch(files);
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 1 };
    const pages = async (query: string): Promise<string[]> =>
      (await embeddedBackend('/docs/').search(query, context)).map((group) => group.page);
    // "workflow" is a word of the index: "work", one of its shorter forms, is not searched.
    expect(await pages('create a workflow')).toEqual(['/docs/user/workflow/create']);
    // "workflo" is not: its shorter forms are, so that the half-typed word still finds its page.
    expect(await pages('create a workflo')).toContain('/docs/user/workflow/create');
  });

  it('searches a misspelt word that stemming makes a rare word of the docs as the common word one edit from it', async () => {
    const rollBack = record('/docs/admin/upgrade', 'Upgrade', 'Roll back', 'Roll back to the version before.');
    const roles = Array.from({ length: 20 }, (_, n) =>
      record(`/docs/user/roles/${n}`, `Role ${n}`, null, `The role ${n} groups entitlements.`),
    );
    stubFetch(buildEmbeddedIndex('current', [rollBack, ...roles]));
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 1 };
    const pages = async (query: string): Promise<string[]> =>
      (await embeddedBackend('/docs/').search(query, context)).map((group) => group.page);
    // Porter stems "rolle" to the "roll" of Roll back, in one record where "role" is in twenty: both are found.
    expect(await pages('rolle ')).toEqual(expect.arrayContaining(['/docs/admin/upgrade', '/docs/user/roles/0']));
    // Spelt right, the rare word finds its own page alone.
    expect(await pages('roll back ')).toEqual(['/docs/admin/upgrade']);
  });

  it("finds no page by the name of the guide it is in, only the guide's own page and pages on the word", async () => {
    const inSection = (url: string, title: string, lvl0: string): DocSearchRecord => {
      const base = record(url, title, null, 'Steps and checks.');
      return { ...base, hierarchy: { ...base.hierarchy, lvl0 } };
    };
    stubFetch(
      buildEmbeddedIndex('current', [
        inSection('/docs/user', 'Start here', 'User Guide'),
        inSection('/docs/user/reporting/delete', 'Delete a report', 'User Guide › Reporting'),
        inSection('/docs/user/life-cycle/remove', 'Remove someone', 'User Guide › User life cycle'),
      ]),
    );
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 1 };
    const pages = (await embeddedBackend('/docs/').search('user ', context)).map((group) => group.page);
    expect(pages.sort()).toEqual(['/docs/user', '/docs/user/life-cycle/remove']);
  });

  it("notes each task page's verb, and ranks the task a query opens with above pages that match its words better", async () => {
    const task = record('/docs/user/approve', 'Approve an application', null, 'Decide on an access request.');
    const steps = record('/docs/user/approve#steps', 'Approve an application', 'Steps', 'Select Approve.');
    const overview = record(
      '/docs/user/requests',
      'Approvals and the rules they follow',
      null,
      'Each access request waits for approval.',
    );
    const files = buildEmbeddedIndex('current', [overview, task, steps]);
    const base = JSON.parse(files.get(indexPaths.base('current')) ?? '{}') as IndexBase;
    expect(base.taskVerbs).toEqual(['', 'approv']);
    stubFetch(files);
    const context = { locale: 'en', version: 'current', tags: [], maxGroups: 5, hitsPerGroup: 1 };
    const pages = async (query: string): Promise<string[]> =>
      (await embeddedBackend('/docs/').search(query, context)).map((group) => group.page);
    expect(await pages('access request approved ')).toEqual(['/docs/user/requests', '/docs/user/approve']);
    expect(await pages('approve an access request ')).toEqual(['/docs/user/approve', '/docs/user/requests']);
  });
});
