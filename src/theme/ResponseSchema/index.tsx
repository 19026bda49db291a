/**
 * The OpenAPI theme's schema of a response, in the page's HTML too: the theme draws it in the
 * browser only, so until the page runs this renders it from the theme's own parts
 * (src/components/ApiSchemaInHtml), and then the theme's component.
 */
import type { ComponentProps, ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ResponseSchema from '@theme-original/ResponseSchema';
import { SchemaInHtml } from '@site/src/components/ApiSchemaInHtml';

export default function ResponseSchemaInHtml(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return (
    <BrowserOnly fallback={<SchemaInHtml kind="response" title={props.title} body={props.body} />}>
      {() => <ResponseSchema {...props} />}
    </BrowserOnly>
  );
}
