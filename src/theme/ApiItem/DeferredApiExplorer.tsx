import React, { lazy, Suspense, useEffect, useRef, useState } from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

/**
 * The explorer (request form, code-sample generators, response viewer) is about
 * 5 MB of script, so it is its own chunk, fetched when the reader reaches for the
 * panel, or once the browser is idle after the page has loaded and the panel is
 * within a screen of the viewport. On a phone the panel comes after the operation's
 * description, so a reader who only reads it never pays for the explorer.
 */
const ApiExplorer = lazy(() => import(/* webpackChunkName: "api-explorer" */ '@theme/ApiExplorer'));

interface Props {
  /** Classes of the right-hand column that holds the explorer; reaching it loads the explorer. */
  className: string;
  /** The operation, as the generator stores it in the page's front matter. */
  item: object;
  infoPath: string;
}

/** Calls `callback` once the page has loaded and the browser is idle; returns a cancel function. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const schedule = (): void => {
    // Safari has no requestIdleCallback; a short timeout stands in for it there.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 4000 });
      cancelIdle = () => {
        window.cancelIdleCallback(handle);
      };
    } else {
      const handle = setTimeout(callback, 1500);
      cancelIdle = () => {
        clearTimeout(handle);
      };
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => {
      cancelIdle();
    };
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** Calls `callback` once `element` comes within a screen of the viewport; returns a cancel function. */
function whenNear(element: Element, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}

export default function DeferredApiExplorer({ className, item, infoPath }: Props): React.JSX.Element {
  const [wanted, setWanted] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const want = (): void => {
    setWanted(true);
  };
  useEffect(() => {
    const element = panel.current;
    if (wanted || !element) return undefined;
    // Idle first: by then the page has its final layout, which on a phone puts the panel further down.
    let cancelNear = (): void => undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      cancelNear = whenNear(element, want);
    });
    return () => {
      cancelIdle();
      cancelNear();
    };
  }, [wanted]);
  const placeholder = <SkeletonLoader size="lg" />;
  return (
    <div
      ref={panel}
      className={className}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      data-api-explorer={wanted ? 'requested' : 'deferred'}
    >
      {wanted ? (
        <Suspense fallback={placeholder}>
          <ApiExplorer item={item} infoPath={infoPath} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
