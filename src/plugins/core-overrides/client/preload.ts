/**
 * Replaces `@docusaurus/core/lib/client/preload.js` (3.10): the same preload of a route's chunks,
 * started in a task of its own. Core's client entry calls it as the last step of main.js'
 * evaluation, so matching the route among ~720 and adding its chunks' script tags (about 10 ms on
 * a mid-range phone) lengthened the longest task of a page's start-up; it now runs after it.
 * It first loads the route sections the path needs (route-sections-client.ts), then starts each
 * route component's chunks in a task of its own: core awaits this function before the first render
 * and before every client-side navigation.
 */
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import { loadSectionsOf } from './route-sections-client';

type RouteComponent = ComponentType & { preload?: () => Promise<unknown> };

const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

export default async function preload(pathname: string): Promise<unknown[]> {
  await nextTask();
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(paths.map(loadSectionsOf));
  const matches = paths.flatMap((path) => matchRoutes(routes, path));
  const components = matches.map((match) => match.route.component as RouteComponent | undefined);
  // One task per route component (an operation page has four: the docs' root, version, sidebar and
  // page): starting a component's chunks adds a script tag for each, and together they made one long task.
  const loads: Promise<unknown>[] = [];
  for (const component of components) {
    if (!component?.preload) continue;
    if (loads.length > 0) await nextTask();
    loads.push(component.preload());
  }
  return Promise.all(loads);
}
