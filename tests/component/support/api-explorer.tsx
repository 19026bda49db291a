/**
 * The OpenAPI theme's explorer as the site's wrappers see it: its Redux state, which each test sets in
 * `explorer.state`, and stand-ins for the theme's own components, which the wrappers render unchanged.
 * For `vi.mock('@theme/ApiItem/hooks', () => hooks)` and `vi.mock('@theme-original/ApiExplorer/…')`.
 */
import type { ComponentProps, ReactNode } from 'react';
import type { ApiServer } from '@site/src/client/api-servers';

interface ExplorerState {
  server: { value?: ApiServer; options: ApiServer[] };
  auth?: { data: Record<string, object> };
  response: { code?: string; value?: string };
}

export const explorer: { state: ExplorerState; sent: number } = {
  state: { server: { options: [] }, response: {} },
  sent: 0,
};

export const hooks = {
  useTypedSelector: <T,>(select: (state: ExplorerState) => T): T => select(explorer.state),
};

/** The theme's request form: Send submits it, and the theme then sends the request. */
export function ThemeRequest(): ReactNode {
  return (
    <form
      aria-label="Request"
      onSubmit={(event) => {
        event.preventDefault();
        explorer.sent += 1;
      }}
    >
      <button type="submit">Send API Request</button>
    </form>
  );
}

export function ThemeResponse(): ReactNode {
  return <section aria-label="Response">Click the Send API Request button above and see the response here!</section>;
}

export function ThemeAuthorization(): ReactNode {
  return <section aria-label="Authorization" />;
}

/** The props the theme's editor was last rendered with. */
export const editorProps: { last?: ComponentProps<'div'> & { transformCode?: (code: string) => unknown } } = {};

export function ThemeLiveEditor(
  props: ComponentProps<'div'> & { transformCode?: (code: string) => unknown },
): ReactNode {
  editorProps.last = props;
  return <textarea aria-label="Body" />;
}

export function ThemeMethodEndpoint(): ReactNode {
  return <pre>POST https://northwind.tessera.example/api/v1/access-requests</pre>;
}
