import type { ComponentProps, ReactNode } from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';
import ScrollRegion from '@site/src/components/ScrollRegion';

/**
 * The method and URL line scrolls sideways when the tenant URL, added once the page runs, makes it
 * too long. Wrapping it instead would shift the page below as it loads, so it stays one line in a
 * box that keyboard users can focus and scroll; the theme's own scrolling <pre> could not be reached.
 */
export default function ScrollableMethodEndpoint(props: ComponentProps<typeof MethodEndpoint>): ReactNode {
  return (
    <ScrollRegion label="Method and URL">
      <MethodEndpoint {...props} />
    </ScrollRegion>
  );
}
