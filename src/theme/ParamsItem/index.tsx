/**
 * The OpenAPI theme lists parameters in a <ul> (ParamsDetails, the only user) whose entries are
 * <div>s, which screen readers cannot announce as items. Each parameter becomes an <li>.
 */
import type { ComponentProps, ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';

export default function ParamsListItem(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="openapi-list-entry">
      <ParamsItem {...props} />
    </li>
  );
}
