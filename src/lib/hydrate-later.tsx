/**
 * Selective hydration for page furniture that a phone hides: the desktop sidebar and table of
 * contents. Docusaurus renders them on every first load so the server HTML matches, then drops
 * them on a phone once it knows the window size, so hydrating their hundred-odd links there was
 * start-up work thrown away. Behind a lazy component in a Suspense boundary, React keeps
 * the server HTML as it is and hydrates it in a later, interruptible pass, by which time a phone
 * has removed it without hydrating it. On a desktop nothing changes but the order.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function hydrateLater<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Component = lazy(load);
  return function HydratedLater(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
