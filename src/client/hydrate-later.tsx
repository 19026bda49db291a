/**
 * Selective hydration for page furniture that a phone hides: the desktop sidebar and table of
 * contents. Docusaurus renders them on every first load so the server HTML matches, then drops
 * them on a phone once it knows the window size, so hydrating their hundred-odd links there was
 * start-up work thrown away. Behind a lazy component in a Suspense boundary, React keeps the
 * server HTML as it is and hydrates it in a later, interruptible pass, by which time a phone has
 * removed it without hydrating it. On a desktop nothing changes but the order.
 *
 * On a screen that shows the furniture, its component starts loading as soon as its module arrives,
 * with the route's other chunks, and the first load's preload (core-overrides/preload.ts) waits for
 * it too, so the page hydrates with the component there: should anything update the furniture
 * before its component arrived, React would drop its server HTML and show nothing until then.
 * A phone, which never shows it, loads none of it.
 */
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

interface Module<Props> {
  readonly default: ComponentType<Props>;
}
type Loader<Props> = () => Promise<Module<Props>>;

/** Docusaurus' desktop layout, which shows the sidebar and table of contents, starts above 996 px. */
const desktopQuery = '(min-width: 997px)';

const earlyLoads = new Set<Promise<unknown>>();

/** Settles once every component that started loading early has arrived (or failed to). */
export async function earlyLoadsSettled(): Promise<void> {
  await Promise.allSettled(earlyLoads);
}

function loadedEarly<Props>(load: Loader<Props>): Loader<Props> {
  if (typeof window === 'undefined' || !window.matchMedia(desktopQuery).matches) return load;
  const loading = load();
  let loaded: Module<Props> | undefined;
  earlyLoads.add(loading);
  // A failed load is React.lazy's to report (the boundary's error), not an unhandled rejection here.
  void loading
    .then((module) => {
      loaded = module;
    })
    .finally(() => earlyLoads.delete(loading))
    .catch(() => undefined);
  // React.lazy suspends on a promise even when it has resolved, as its callbacks run later; handed a
  // thenable that calls back at once, it renders the component in the same pass.
  return () => {
    const module = loaded;
    if (!module) return loading;
    const resolved: PromiseLike<Module<Props>> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never,
    };
    return resolved as Promise<Module<Props>>;
  };
}

export function hydrateLater<Props extends object>(load: Loader<Props>) {
  const Component = lazy(loadedEarly(load));
  // Memo: a parent that renders again with the same props (the sidebar's, once the window size is
  // known) does not count as an update of the boundary, which would make React drop its server HTML
  // if the component were not there yet.
  return memo(function HydratedLater(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
