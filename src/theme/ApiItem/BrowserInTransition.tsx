/**
 * The OpenAPI theme renders an operation's parameters and schemas only in the browser (BrowserOnly
 * in its ParamsDetails, RequestSchema and ResponseSchema) and remounts every tab group once the page
 * has hydrated (`key={String(isBrowser)}` in its Tabs, MimeTabs, SchemaTabs, ApiTabs...). Both
 * follow Docusaurus' `useIsBrowser`, which turns true in an ordinary update after hydration: the
 * whole schema then rendered in one task, about 400 ms on a mid-range phone. Inside this provider
 * `useIsBrowser` turns true in a transition instead, which React renders in slices that leave the
 * main thread free. A page reached by client-side navigation is in the browser from the start.
 *
 * It provides Docusaurus' own browser context (`@docusaurus/core/lib/client/browserContext`, 3.10),
 * the one `useIsBrowser` reads; BrowserInTransition.test.tsx fails if that stops being so.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

// Docusaurus writes data-has-hydrated="false" into the HTML and makes it "true" once hydrated.
const hasHydrated = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'true';

export default function BrowserInTransition({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(hasHydrated);
  useEffect(() => {
    if (!isBrowser) {
      startTransition(() => {
        setIsBrowser(true);
      });
    }
  }, [isBrowser]);
  return <BrowserContext value={isBrowser}>{children}</BrowserContext>;
}
