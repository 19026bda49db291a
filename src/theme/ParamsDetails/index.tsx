/**
 * The OpenAPI theme's parameters of an operation, in the page's HTML too: the theme draws them in
 * the browser only, so until the page runs this renders them from the theme's own parts
 * (src/components/ApiSchemaInHtml), and then the theme's component.
 */
import type { ComponentProps, ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ParamsDetails from '@theme-original/ParamsDetails';
import { ParametersInHtml } from '@site/src/components/ApiSchemaInHtml';

export default function ParamsDetailsInHtml(props: ComponentProps<typeof ParamsDetails>): ReactNode {
  return (
    <BrowserOnly fallback={<ParametersInHtml parameters={props.parameters} />}>
      {() => <ParamsDetails {...props} />}
    </BrowserOnly>
  );
}
