import React, { useEffect, useRef, useState, type ComponentType } from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import { loadPrismTokenizer } from '@site/src/client/runtime-code-highlighting';

/**
 * The explorer (request form, code-sample generators, response viewer) is about
 * 5 MB of script, so it is its own chunk, fetched when the reader reaches for the
 * panel, or once the browser is idle after the page has loaded and the panel is
 * within a screen of the viewport. On a phone the panel comes after the operation's
 * description, so a reader who only reads it never pays for the explorer.
 */
const loadExplorer = (): Promise<{ default: ComponentType<{ item: object; infoPath: string }> }> =>
  import(/* webpackChunkName: "api-explorer" */ '@theme/ApiExplorer');

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  in: ParamLocation;
  name: string;
  schema?: { default?: unknown };
  example?: unknown;
  value?: unknown;
}

/** The part of an operation, as the generator stores it in front matter, that the page reads. */
export interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: Parameter[];
  servers?: { url: string }[];
  security?: unknown;
  securitySchemes?: unknown;
}

/** The generator stores the operation as base64 of its zlib-deflated JSON (zlib.deflateSync); the browser inflates it. */
async function inflateOperation(encoded: string): Promise<Operation> {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  const json = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
  return JSON.parse(json) as Operation;
}

interface Props {
  /** Classes of the right-hand column that holds the explorer; reaching it loads the explorer. */
  className: string;
  /** The operation as the generator stores it in the page's front matter (frontMatter.api). */
  encodedApi: string;
  infoPath: string;
  /** Called with the inflated operation just before the explorer shows, to give the store its state. */
  onOperation: (api: Operation) => void;
}

interface Loaded {
  readonly ApiExplorer: ComponentType<{ item: object; infoPath: string }>;
  readonly api: Operation;
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

export default function DeferredApiExplorer({
  className,
  encodedApi,
  infoPath,
  onOperation,
}: Props): React.JSX.Element {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | 'failed' | undefined>(undefined);
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
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    // The explorer's code samples are highlighted by Prism, which registers its grammars as it loads.
    Promise.all([loadExplorer(), inflateOperation(encodedApi), loadPrismTokenizer()]).then(
      ([explorer, api]) => {
        if (!current) return;
        onOperation(api);
        setLoaded({ ApiExplorer: explorer.default, api });
      },
      (error: unknown) => {
        console.error('The API explorer could not load:', error);
        if (current) setLoaded('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, encodedApi, onOperation]);
  return (
    <div
      ref={panel}
      className={className}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      data-api-explorer={wanted ? 'requested' : 'deferred'}
    >
      {loaded === 'failed' ? (
        <p role="alert">The API explorer could not load. Check your connection and reload the page to try again.</p>
      ) : loaded ? (
        <loaded.ApiExplorer item={loaded.api} infoPath={infoPath} />
      ) : (
        <SkeletonLoader size="lg" />
      )}
    </div>
  );
}
