/**
 * Types for the docusaurus-theme-openapi-docs components this swizzle uses. The theme
 * ships its components as TypeScript sources without module declarations.
 */
declare module '@theme/ApiExplorer' {
  import type { ComponentType } from 'react';
  /** `item` is the operation as the generator stores it in the page's front matter. */
  const ApiExplorer: ComponentType<{ item: object; infoPath: string }>;
  export default ApiExplorer;
}

declare module '@theme/ApiItem/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Layout: ComponentType<{ children: ReactNode }>;
  export default Layout;
}

declare module '@theme/ApiItem/store' {
  import type { Middleware, Store } from '@reduxjs/toolkit';
  export function createStoreWithState(state: object, middlewares: Middleware[]): Store;
  export function createStoreWithoutState(state: object, middlewares: Middleware[]): Store;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(input: { security: unknown; securitySchemes: unknown; options: unknown }): object;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  import type { Middleware } from '@reduxjs/toolkit';
  export function createPersistenceMiddleware(options: unknown): Middleware;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: false | 'sessionStorage' | 'localStorage'): Storage;
}

declare module '@theme/SchemaExpansion' {
  import type { ComponentType, ReactNode } from 'react';
  export const SchemaExpansionProvider: ComponentType<{ children: ReactNode }>;
}

declare module '@theme/SkeletonLoader' {
  import type { ComponentType } from 'react';
  const SkeletonLoader: ComponentType<{ size?: 'sm' | 'md' | 'lg' }>;
  export default SkeletonLoader;
}

declare module '@theme/ParamsItem' {
  import type { ComponentType } from 'react';
  const ParamsItem: ComponentType<{ param: object; className?: string }>;
  export default ParamsItem;
}

declare module '@theme/Schema' {
  import type { ComponentType } from 'react';
  const Schema: ComponentType<{ schema: unknown; schemaType: 'request' | 'response'; schemaPath?: string }>;
  export default Schema;
}

declare module '@theme/Markdown' {
  import type { ComponentType } from 'react';
  const Markdown: ComponentType<{ children?: string }>;
  export default Markdown;
}

declare module '@theme/SchemaTabs' {
  import type { ComponentType, ReactNode } from 'react';
  const SchemaTabs: ComponentType<{ className?: string; children: ReactNode }>;
  export default SchemaTabs;
}

declare module '@theme/ResponseExamples' {
  import type { ReactNode } from 'react';
  export function ResponseExamples(props: { responseExamples: unknown; mimeType: string }): ReactNode;
  export function ResponseExample(props: { responseExample: unknown; mimeType: string }): ReactNode;
  export function ExampleFromSchema(props: { schema: unknown; mimeType: string }): ReactNode;
}
