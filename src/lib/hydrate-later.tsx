/**
 * Selective hydration for page furniture that a phone hides: the desktop sidebar and table of
 * contents. Docusaurus renders them on every first load so the server HTML matches, then drops
 * them on a phone once it knows the window size, so hydrating their hundred-odd links there was
 * start-up work thrown away. Behind a lazy component in a Suspense boundary, React keeps the
 * server HTML as it is and hydrates it in a later, interruptible pass, by which time a phone has
 * removed it without hydrating it. On a desktop nothing changes but the order.
 *
 * A module that arrives with a client-side navigation (the page has hydrated already) starts
 * loading its component at once, while the route's other chunks load, so that the new page does
 * not render without it and show it a moment later.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>;

function loadedEarly<Props>(load: Loader<Props>): Loader<Props> {
  // Docusaurus writes data-has-hydrated="false" into the HTML and makes it "true" once hydrated.
  const navigatedHere =
    typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'true';
  if (!navigatedHere) return load;
  const loading = load();
  return () => loading;
}

export function hydrateLater<Props extends object>(load: Loader<Props>) {
  const Component = lazy(loadedEarly(load));
  return function HydratedLater(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
