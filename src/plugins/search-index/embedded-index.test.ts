import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedBackend } from '../../lib/search/embedded';
import { indexPaths, type IndexBase } from '../../lib/search/engine';
import type { DocSearchRecord } from '../../lib/search/types';
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
});
