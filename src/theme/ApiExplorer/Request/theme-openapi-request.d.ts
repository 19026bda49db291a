/** The docusaurus-theme-openapi-docs pieces the Request wrapper uses; the theme declares no modules. */
declare module '@theme-original/ApiExplorer/Request' {
  import type { ComponentType } from 'react';
  import type { ApiServer } from '@site/src/client/api-servers';
  /** `item` is the operation as the generator stores it; its servers are those of the API description. */
  const Request: ComponentType<{ item: { servers?: ApiServer[]; [key: string]: unknown } }>;
  export default Request;
}

declare module '@theme-original/ApiExplorer/Response' {
  import type { ComponentType } from 'react';
  const Response: ComponentType<Record<string, unknown>>;
  export default Response;
}

declare module '@theme/ApiItem/hooks' {
  import type { ApiServer } from '@site/src/client/api-servers';
  /** The part of the explorer's Redux state this site reads. */
  interface ExplorerState {
    server: { value?: ApiServer; options: ApiServer[] };
    /** What the reader typed into the Authorization form, by security scheme (absent without one). */
    auth?: { data: Record<string, object> };
    /** The last Send's status code (absent until an answer comes) and body or failure message. */
    response: { code?: string; value?: string };
  }
  export function useTypedSelector<T>(selector: (state: ExplorerState) => T): T;
}
