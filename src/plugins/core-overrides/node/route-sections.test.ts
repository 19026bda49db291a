import { describe, expect, it } from 'vitest';
import { parseRoutes, type Route } from '../../../../lib/generated-routes';
import { parseRegistry, splitRoutes } from './route-sections';

const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/docs/search', component: ComponentCreator('/docs/search', '9c6'), exact: true },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'b99'),
    routes: [
      {
        path: '/docs/3.1',
        component: ComponentCreator('/docs/3.1', '93f'),
        routes: [
          {
            path: '/docs/3.1',
            component: ComponentCreator('/docs/3.1', 'fb2'),
            routes: [
              { path: '/docs/3.1/admin', component: ComponentCreator('/docs/3.1/admin', '5b5'), exact: true, sidebar: "admin" },
              { path: '/docs/3.1/admin/apps', component: ComponentCreator('/docs/3.1/admin/apps', 'a01'), exact: true, sidebar: "admin" },
              { path: '/docs/3.1/user/request', component: ComponentCreator('/docs/3.1/user/request', 'c02'), exact: true, sidebar: "user" },
            ]
          }
        ]
      }
    ]
  },
  { path: '*', component: ComponentCreator('*') },
];
`;

const registryJs = `export default {
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "9517ad39": [() => import(/* webpackChunkName: "9517ad39" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-3-1-cf2.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-3-1-cf2.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-3-1-cf2.json")],};
`;

describe('parseRoutes', () => {
  it('reads the nested route table with each component’s path and hash', () => {
    const routes = parseRoutes(routesJs);
    expect(routes.map((route) => route.path)).toEqual(['/docs/search', '/docs/', '*']);
    const leaf = routes[1]?.routes?.[0]?.routes?.[0]?.routes?.[1];
    expect(leaf).toEqual({
      path: '/docs/3.1/admin/apps',
      component: { path: '/docs/3.1/admin/apps', hash: 'a01' },
      exact: true,
      sidebar: 'admin',
    });
    expect(routes[2]?.component).toEqual({ path: '*' });
  });

  it('fails naming the override when Docusaurus writes the table otherwise', () => {
    const changed = routesJs.replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '');
    expect(() => parseRoutes(changed)).toThrow(/core-overrides\/route-sections.*routes\.js no longer has the shape/);
    expect(() => parseRoutes(routesJs.replace("component: ComponentCreator('*')", "component: '*'"))).toThrow(
      /every route has a path and a ComponentCreator component/,
    );
  });
});

describe('parseRegistry', () => {
  it('reads each chunk name and the module it imports, the last entry included', () => {
    const registry = parseRegistry(registryJs);
    expect([...registry.keys()]).toEqual(['5e95c892', '9517ad39']);
    expect(registry.get('9517ad39')?.module).toBe(
      '@generated/docusaurus-plugin-content-docs/default/p/docs-3-1-cf2.json',
    );
  });

  it('fails naming the override when an entry no longer reads as import, module and weak require', () => {
    const changed = registryJs.replace('"@theme/DocsRoot", require', '"@theme/DocsRoot", ["@theme/DocsRoot"], require');
    expect(() => parseRegistry(changed)).toThrow(/core-overrides\/route-sections.*read 1 of 2 entries/);
  });
});

describe('splitRoutes', () => {
  const routes = parseRoutes(routesJs);
  const { entryRoutes, sections } = splitRoutes({ routes, chunkNames: {}, versionMetadata: new Map() });

  it('keeps every route but the leaves under the doc roots in the entry', () => {
    const docRoot = entryRoutes[1]?.routes?.[0]?.routes?.[0];
    expect(docRoot?.path).toBe('/docs/3.1');
    expect(docRoot?.routes).toEqual([]);
    expect(entryRoutes.map((route: Route) => route.path)).toEqual(['/docs/search', '/docs/', '*']);
  });

  it('makes one section per sidebar, at the path its pages share, under the same parent', () => {
    expect(sections.map(({ key, prefix, parentIndexes }) => ({ key, prefix, parentIndexes }))).toEqual([
      { key: 'admin', prefix: '/docs/3.1/admin', parentIndexes: [1, 0, 0] },
      { key: 'user', prefix: '/docs/3.1/user/request', parentIndexes: [1, 0, 0] },
    ]);
    expect(sections[0]?.routes.map((route) => route.path)).toEqual(['/docs/3.1/admin', '/docs/3.1/admin/apps']);
    expect(new Set(sections.map((section) => section.chunkName)).size).toBe(2);
  });
});
