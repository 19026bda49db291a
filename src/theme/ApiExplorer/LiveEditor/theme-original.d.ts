/** The docusaurus-theme-openapi-docs component this wrapper extends; the theme ships no declaration. */
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
