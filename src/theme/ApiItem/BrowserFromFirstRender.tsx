/**
 * The OpenAPI theme draws an operation's parameters, request body and responses only in the browser
 * (BrowserOnly in its ParamsDetails, RequestSchema and ResponseSchema, with a grey placeholder in the
 * HTML) and remounts every tab group once the page has hydrated (`key={String(isBrowser)}` in its
 * Tabs, ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs, OperationTabs). Both follow Docusaurus'
 * `useIsBrowser`. Nothing these components draw depends on the browser: they render from their props,
 * the page's store (the same on the server and at hydration) and context, and read the browser's
 * storage, query string and sizes in effects only. So inside this provider `useIsBrowser` is true from
 * the first render, on the server too: the built HTML holds the whole reference (for a reader without
 * scripts, a crawler, the site's search index, find-in-page before the scripts run), the browser
 * hydrates that same markup, and nothing renders a second time. (With this override off, the wrappers
 * of ParamsDetails, RequestSchema and ResponseSchema in src/theme still put the parameters and schemas
 * in the HTML, from the theme's parts, until the page runs.)
 *
 * It provides Docusaurus' own browser context (`@docusaurus/core/lib/client/browserContext`, 3.10), the
 * one `useIsBrowser` and BrowserOnly read; BrowserFromFirstRender.test.ts fails if that stops being so,
 * and the build fails when an operation page still has the theme's placeholder (config/api-reference.ts).
 */
import type { ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

export default function BrowserFromFirstRender({ children }: { children: ReactNode }): ReactNode {
  return <BrowserContext value>{children}</BrowserContext>;
}
