/** @docusaurus/Link as the reader sees it: an anchor to the path under the site's base URL. */
import type { ComponentProps, ReactNode } from 'react';
import { withBaseUrl } from './site';

export default function Link({ to, href, ...rest }: ComponentProps<'a'> & { readonly to?: string }): ReactNode {
  return <a href={withBaseUrl(to ?? href ?? '')} {...rest} />;
}
