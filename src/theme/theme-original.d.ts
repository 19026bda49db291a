/** Original theme components that the wrappers in src/theme extend, where their package declares none for the original. */
declare module '@theme-original/ApiExplorer/LiveEditor' {
  import type { ComponentType } from 'react';
  const LiveEditor: ComponentType<{
    children: string;
    /** Turns the edited text into code for react-live to run; a non-string result runs nothing. */
    transformCode?: (code: string) => unknown;
    [prop: string]: unknown;
  }>;
  export default LiveEditor;
}

declare module '@theme-original/ApiExplorer/Authorization' {
  import type { ComponentType } from 'react';
  const Authorization: ComponentType;
  export default Authorization;
}

declare module '@theme-original/ApiExplorer/MethodEndpoint' {
  import type { ComponentType } from 'react';
  const MethodEndpoint: ComponentType<{ method: string; path: string; context?: string }>;
  export default MethodEndpoint;
}

declare module '@theme-original/Schema' {
  import type { ComponentType } from 'react';
  const Schema: ComponentType<{ schema: unknown; schemaType: 'request' | 'response'; schemaPath?: string }>;
  export default Schema;
}

declare module '@theme-original/ParamsItem' {
  import type { ComponentType } from 'react';
  const ParamsItem: ComponentType<{ param: object; className?: string }>;
  export default ParamsItem;
}

declare module '@theme-original/ResponseExamples' {
  import type { ReactNode } from 'react';
  export function ResponseExamples(props: { responseExamples: unknown; mimeType: string }): ReactNode;
  export function ResponseExample(props: { responseExample: unknown; mimeType: string }): ReactNode;
  export function ExampleFromSchema(props: { schema: unknown; mimeType: string }): ReactNode;
}

declare module '@theme-original/ParamsDetails' {
  import type { ComponentType } from 'react';
  import type { Parameter } from '@site/src/components/ApiSchemaInHtml';
  const ParamsDetails: ComponentType<{ parameters?: readonly Parameter[] }>;
  export default ParamsDetails;
}

declare module '@theme-original/RequestSchema' {
  import type { ComponentType } from 'react';
  import type { SchemaBody } from '@site/src/components/ApiSchemaInHtml';
  const RequestSchema: ComponentType<{ title: string; body?: SchemaBody; style?: object }>;
  export default RequestSchema;
}

declare module '@theme-original/ResponseSchema' {
  import type { ComponentType } from 'react';
  import type { SchemaBody } from '@site/src/components/ApiSchemaInHtml';
  const ResponseSchema: ComponentType<{ title: string; body?: SchemaBody; style?: object }>;
  export default ResponseSchema;
}
