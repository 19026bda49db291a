import type { ComponentProps, ElementType, ReactNode } from 'react';

export default function Heading({ as: As, ...rest }: ComponentProps<'h1'> & { readonly as: ElementType }): ReactNode {
  return <As {...rest} />;
}
