import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ComponentCreator from './component-creator';

const created = vi.hoisted(() => [] as string[]);

// Core's ComponentCreator, which builds a react-loadable class per call, stands in as a record of calls.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loaded = ({ title }: { title?: string }) => createElement('h1', null, title ?? path);
    return Object.assign(Loaded, { preload: () => Promise.resolve(`loaded ${path}`) });
  },
}));

describe('ComponentCreator', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('makes no loadable component for a route the page never uses', () => {
    ComponentCreator('/docs/admin', 'a1b');
    ComponentCreator('/docs/user', 'c2d');
    expect(created).toEqual([]);
  });

  it('makes the route’s loadable once, on preload, and passes its loading promise on', async () => {
    const Route = ComponentCreator('/docs/admin', 'a1b');
    await expect(Route.preload()).resolves.toBe('loaded /docs/admin');
    await Route.preload();
    expect(created).toEqual(['/docs/admin-a1b']);
  });

  it('renders the loadable with the route’s props', () => {
    const Route = ComponentCreator('/docs/user', 'c2d') as ComponentType<{ title: string }>;
    expect(renderToStaticMarkup(createElement(Route, { title: 'User Guide' }))).toBe('<h1>User Guide</h1>');
    expect(created).toEqual(['/docs/user-c2d']);
  });
});
