/**
 * Replaces `@docusaurus/ComponentCreator` (core 3.10) in the generated route table with one that
 * makes a route's loadable component when the route is first preloaded or rendered. The table calls
 * it for every route as main.js is evaluated (371 routes before a doc page can start), and each
 * call builds a react-loadable class: about 6 ms of a mid-range phone's longest start-up task, for
 * routes a page never renders.
 */
import { createElement, type ComponentType } from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';

type Loadable = ReturnType<typeof createLoadable>;
type RouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: Loadable | undefined;
  const load = (): Loadable => (loadable ??= createLoadable(path, hash));
  const Route = (props: object) => createElement(load(), props);
  // react-loadable types preload() as void; it returns the loading promise, which core awaits.
  Route.preload = () => (load() as unknown as { preload: () => Promise<unknown> }).preload();
  return Route;
}
