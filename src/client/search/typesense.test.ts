import { describe, expect, it } from 'vitest';
import { markEnd, markStart } from './highlight';
import { contextualFilter, searchRequestUrl, toGroups } from './typesense';

const context = {
  locale: 'en',
  version: 'current',
  tags: ['default', 'docs-default-current'],
  maxGroups: 8,
  hitsPerGroup: 3,
};
const config = {
  host: 'search.example',
  port: 443,
  protocol: 'https',
  collection: 'tessera-docs',
  searchApiKey: 'k',
  filterBy: '',
};

describe('Typesense request', () => {
  it('filters on locale and version tags, merged with a configured filter', () => {
    expect(contextualFilter('', context)).toBe('language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`]');
    expect(contextualFilter('version:=[current]', context)).toBe(
      '(version:=[current]) && language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`]',
    );
  });

  it('searches the collection grouped by page, with a bounded query', () => {
    const url = new URL(searchRequestUrl(config, 'x'.repeat(10_000), context));
    expect(`${url.origin}${url.pathname}`).toBe('https://search.example/collections/tessera-docs/documents/search');
    expect(url.searchParams.get('q')).toHaveLength(256);
    expect(url.searchParams.get('group_by')).toBe('url_without_anchor');
    expect(url.searchParams.get('query_by')).toContain('hierarchy.lvl0');
  });

  it('carries the search-only key in the address, so the request needs no CORS preflight', () => {
    const url = new URL(searchRequestUrl(config, 'review', context));
    expect(url.searchParams.get('x-typesense-api-key')).toBe('k');
  });

  it('turns DocSearch hits into groups with hierarchy and marked snippets', () => {
    const groups = toGroups({
      grouped_hits: [
        {
          hits: [
            {
              document: {
                'hierarchy.lvl0': 'User Guide',
                'hierarchy.lvl1': 'Run',
                'hierarchy.lvl2': 'Impact',
                url: '/docs/run#impact',
                url_without_anchor: '/docs/run',
                type: 'lvl2',
              },
              highlights: [{ field: 'content', snippet: `the ${markStart}impact${markEnd}` }],
            },
          ],
        },
      ],
    });
    expect(groups).toEqual([
      {
        page: '/docs/run',
        pageTitle: 'Run',
        hits: [
          {
            id: '/docs/run#impact',
            url: '/docs/run#impact',
            path: ['User Guide', 'Run'],
            title: [{ text: 'Impact', match: false }],
            snippet: [
              { text: 'the ', match: false },
              { text: 'impact', match: true },
            ],
            type: 'lvl2',
          },
        ],
      },
    ]);
  });
});
