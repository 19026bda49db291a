/**
 * The OpenAPI theme renders a request or response schema straight inside a <ul> (its
 * RequestSchema and ResponseSchema are the only users), so the list had <div> children that
 * screen readers cannot announce as items. One <li> per schema makes the list valid.
 */
import type { ComponentProps, ReactNode } from 'react';
import Schema from '@theme-original/Schema';

export default function SchemaListItem(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-list-entry">
      <Schema {...props} />
    </li>
  );
}
