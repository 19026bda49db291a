import { describe, expect, it } from 'vitest';
import { chunkNamesByRoutePath, routePathOf } from './chunks';

describe('routePathOf', () => {
  it('drops the fragment and the query, which name no other route', () => {
    expect(routePathOf('/docs/user/glossary#access-request')).toBe('/docs/user/glossary');
    expect(routePathOf('/docs/search?q=role#top')).toBe('/docs/search');
    expect(routePathOf('/docs/admin')).toBe('/docs/admin');
  });
});

describe('chunkNamesByRoutePath', () => {
  it('gathers every chunk name of a route, nested or not, under its path without the hash', () => {
    const byPath = chunkNamesByRoutePath({
      '/docs-5e9': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
      '/docs/user-a7b': { __comp: 'a7bd4aaa', __props: '11b43341' },
      '/docs/user/access-request/request-access-0f1': { content: '1df93b7f' },
    });
    expect(byPath.get('/docs')).toEqual(['5e95c892', 'aba21aa0']);
    expect(byPath.get('/docs/user')).toEqual(['a7bd4aaa', '11b43341']);
    expect(byPath.get('/docs/user/access-request/request-access')).toEqual(['1df93b7f']);
  });

  it('keeps hyphens inside a path, cutting only the trailing hash', () => {
    const byPath = chunkNamesByRoutePath({ '/docs/connectors/google-sheets-9c2': { __comp: 'f00d' } });
    expect([...byPath.keys()]).toEqual(['/docs/connectors/google-sheets']);
  });
});
