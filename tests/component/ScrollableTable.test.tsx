import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';

// The theme's inline code, as theme-classic draws it outside a table.
vi.mock('@theme/MDXComponents/Code', () => ({
  default: (props: ComponentProps<'code'>) => <code data-theme-code {...props} />,
}));
import ScrollableTable, { TableAwareCode } from '@site/src/components/ScrollableTable';

/** The joints of each inline code element: the text between its <wbr> break opportunities. */
const parts = (code: Element): string[] => code.innerHTML.split('<wbr>').map((part) => part.replace(/&amp;/g, '&'));

describe('inline code in a table', () => {
  it('may wrap at its joints, and reads and copies whole', () => {
    const { container } = render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>
              <TableAwareCode>ldaps://dc01.northwind.local:636</TableAwareCode>
            </td>
            <td>
              <TableAwareCode>connectorUserName</TableAwareCode>
            </td>
            <td>
              <TableAwareCode>{'(&(objectClass=group)(groupType:1.2.840))'}</TableAwareCode>
            </td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    const [url, name, filter] = Array.from(container.querySelectorAll('code'));
    expect(parts(url)).toEqual(['ldaps://', 'dc01.', 'northwind.', 'local:', '636']);
    expect(parts(name)).toEqual(['connector', 'User', 'Name']);
    expect(parts(filter)).toEqual(['(&', '(object', 'Class=', 'group)', '(group', 'Type:', '1.', '2.', '840))']);
    expect(url.textContent).toBe('ldaps://dc01.northwind.local:636');
  });

  it('is left as the theme draws it outside a table', () => {
    const { container } = render(
      <p>
        <TableAwareCode>connectorUserName</TableAwareCode>
      </p>,
    );
    const code = container.querySelector('code');
    expect(code?.hasAttribute('data-theme-code')).toBe(true);
    expect(code?.innerHTML).toBe('connectorUserName');
  });
});
