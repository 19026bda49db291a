/**
 * Replaces the OpenAPI theme's Markdown renderer (descriptions in the API reference), which parses
 * every description in the browser as the page hydrates: on an operation page that was the longest
 * task of its start-up (the parser's first run, ~90 ms of a phone's main thread) and a fifth of the
 * evaluation of its content's scripts. Here the renderer (./RenderedMarkdown, the theme's less
 * raw-HTML support) is its own chunk, prefetched; a description the server rendered keeps the
 * server's HTML as the page hydrates (React leaves the content of an element with
 * dangerouslySetInnerHTML as it finds it), so the renderer runs only for a description drawn later
 * (another page opened in the app, the explorer, a new text), and loads on the reader's first
 * pointer or key press. Each description sits in a `display: contents` box, on the server too, so
 * that the HTML hydrates to the same elements and the layout is the theme's.
 * Follows docusaurus-theme-openapi-docs@5.2.0 lib/theme/Markdown/index.js (guarded by
 * lib/overrides/manifest.test.ts).
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const loadRenderer = () => import(/* webpackChunkName: "api-markdown", webpackPrefetch: true */ './RenderedMarkdown');
const RenderedMarkdown = lazy(loadRenderer);

const box = { display: 'contents' } as const;
/** Hydrated with this, the box keeps the server's HTML: React does not compare it in production. */
const serverHtml = { __html: '' } as const;

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * True while React hydrates the server's HTML (it then reads the server snapshot), false on the
 * server and in any render after, a client render that replaces HTML which failed to hydrate included.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => ExecutionEnvironment.canUseDOM,
  );
}

let rendererWanted = false;

/** Loads the renderer on the reader's first pointer or key press, before a tab or the explorer draws a description. */
function loadRendererOnIntent(): void {
  if (rendererWanted) return;
  rendererWanted = true;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const load = (): void => {
    for (const event of events) document.removeEventListener(event, load, true);
    void loadRenderer().catch(() => undefined);
  };
  for (const event of events) document.addEventListener(event, load, { capture: true, passive: true });
}

export default function Markdown({ children }: { children?: string }): ReactNode {
  const hydrating = useHydrating();
  // The text the server rendered, kept as HTML for as long as the description is that text.
  const [hydratedText] = useState(() => (hydrating ? (children ?? '') : undefined));
  const keepsServerHtml = hydratedText !== undefined && hydratedText === (children ?? '');
  useEffect(() => {
    if (keepsServerHtml) loadRendererOnIntent();
  }, [keepsServerHtml]);
  if (keepsServerHtml) {
    return <div key="server" style={box} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />;
  }
  return (
    <div key="rendered" style={box}>
      <Suspense fallback={null}>
        <RenderedMarkdown>{children}</RenderedMarkdown>
      </Suspense>
    </div>
  );
}
