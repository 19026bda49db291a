/** The site is in English only: every translation is its default message, with its values put in. */
import type { ReactNode } from 'react';

export function translate(
  { message }: { readonly message: string },
  values: Readonly<Record<string, string | number>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

export default function Translate({ children }: { readonly children: ReactNode }): ReactNode {
  return children;
}
