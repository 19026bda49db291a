import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import MDXCode from '@theme/MDXComponents/Code';

const InTable = createContext(false);

/**
 * Markdown tables scroll sideways when they are wider than the article; a keyboard user can only
 * scroll one that takes focus (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <InTable.Provider value={true}>
      <table tabIndex={0} {...props} />
    </InTable.Provider>
  );
}

// After punctuation that separates parts of a value (URL, path, LDAP filter, distinguished name) and
// between the words of a camelCase name.
const breakPoints = /(?<=[/.,;:=&)~_-])(?=[^/.,;:=&)~_-])|(?<=[a-z0-9])(?=[A-Z])/;

/** A value's parts, a `<wbr>` between each: the browser wraps there only where the column is too narrow. */
function withBreaks(value: string): ReactNode[] {
  return value.split(breakPoints).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/**
 * Inline code in a table cell may wrap at its own joints (`ldaps://dc01.` / `northwind.local`,
 * `connectorUser` / `Name`) rather than push the table's last columns out of sight. `<wbr>` adds no
 * character: a value copied from the page stays whole. Code elsewhere renders as the theme's.
 */
export function TableAwareCode(props: ComponentProps<typeof MDXCode>): ReactNode {
  const inTable = useContext(InTable);
  const { children } = props;
  if (!inTable || typeof children !== 'string' || children.includes('\n')) return <MDXCode {...props} />;
  return <code {...props}>{withBreaks(children)}</code>;
}
