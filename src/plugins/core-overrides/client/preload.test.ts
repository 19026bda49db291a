import { beforeEach, describe, expect, it, vi } from 'vitest';
import preload from './preload';

const page = vi.hoisted(() => ({ started: [] as string[], sections: [] as string[] }));

const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/** A route component as the route table makes it: preload() starts its chunks. */
const routeComponent = (name: string) =>
  Object.assign(() => null, {
    preload: () => {
      page.started.push(name);
      return Promise.resolve(`${name} loaded`);
    },
  });

// An operation page's nested routes: the docs' root, the version, the sidebar and the page.
vi.mock('@generated/routes', () => ({ default: [] }));
vi.mock('react-router-config', () => ({
  matchRoutes: () =>
    ['docs root', 'version', 'sidebar', 'operation page'].map((name) => ({
      route: { component: routeComponent(name) },
    })),
}));
vi.mock('./route-sections-client', () => ({
  loadSectionsOf: (path: string) => {
    page.sections.push(path);
    return Promise.resolve();
  },
}));

describe('preload (route-preload override)', () => {
  beforeEach(() => {
    page.started.length = 0;
    page.sections.length = 0;
  });

  it('loads the route sections first, then starts each route component in a task of its own', async () => {
    const loading = preload('/docs/developer/submit-cart');
    expect(page.started).toEqual([]);
    // Timers run in the order they were set: each of these tasks comes after one task of preload's.
    await nextTask();
    expect(page.sections).toEqual(['/docs/developer/submit-cart']);
    expect(page.started).toEqual(['docs root']);
    await nextTask();
    expect(page.started).toEqual(['docs root', 'version']);
    await expect(loading).resolves.toEqual([
      'docs root loaded',
      'version loaded',
      'sidebar loaded',
      'operation page loaded',
    ]);
  });
});
