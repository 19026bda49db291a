import type { ReactNode } from 'react';

export default function Layout({ children }: { readonly children: ReactNode }): ReactNode {
  return children;
}
