/**
 * The OpenAPI theme's request body of an operation, in the page's HTML too: the theme draws it in
 * the browser only, so until the page runs this renders its schema from the theme's own parts
 * (src/components/ApiSchemaInHtml), and then the theme's component.
 */
import type { ComponentProps, ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import RequestSchema from '@theme-original/RequestSchema';
import { SchemaInHtml } from '@site/src/components/ApiSchemaInHtml';

export default function RequestSchemaInHtml(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <BrowserOnly fallback={<SchemaInHtml kind="request" title={props.title} body={props.body} />}>
      {() => <RequestSchema {...props} />}
    </BrowserOnly>
  );
}
