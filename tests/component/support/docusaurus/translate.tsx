/** The site is in English only: every translation is its default message. */
import type { ReactNode } from 'react';

export function translate({ message }: { readonly message: string }): string {
  return message;
}

export default function Translate({ children }: { readonly children: ReactNode }): ReactNode {
  return children;
}
