/**
 * The OpenAPI theme's response and request examples, showing examples that are not objects or
 * strings. The theme hands a `true` or a number to the code block as it is, and React renders nothing
 * for `true`: an operation answering `true` (create a certification definition, run a certification)
 * showed an empty example. Such values are given as their JSON text; the rest is the theme's own.
 * The theme's schema components call these as functions, not as elements.
 */
import type { ReactNode } from 'react';
import {
  ExampleFromSchema,
  ResponseExample as ThemeResponseExample,
  ResponseExamples as ThemeResponseExamples,
} from '@theme-original/ResponseExamples';

interface NamedExample {
  readonly value?: unknown;
  readonly summary?: string;
}

/** A value the theme would render as is, as the JSON text it stands for. */
function asCode(value: unknown): unknown {
  return typeof value === 'boolean' || typeof value === 'number' ? JSON.stringify(value) : value;
}

export { ExampleFromSchema };

export function ResponseExamples({
  responseExamples,
  mimeType,
}: {
  readonly responseExamples: Readonly<Record<string, NamedExample>>;
  readonly mimeType: string;
}): ReactNode {
  const shown = Object.fromEntries(
    Object.entries(responseExamples).map(([name, example]) => [name, { ...example, value: asCode(example.value) }]),
  );
  return ThemeResponseExamples({ responseExamples: shown, mimeType });
}

export function ResponseExample({
  responseExample,
  mimeType,
}: {
  readonly responseExample: unknown;
  readonly mimeType: string;
}): ReactNode {
  return ThemeResponseExample({ responseExample: asCode(responseExample), mimeType });
}
