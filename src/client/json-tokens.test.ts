import { normalizeTokens, Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { readSpec } from '../../lib/openapi/spec-source';
import { jsonLines } from './json-tokens';

const prismLines = (code: string) => normalizeTokens(Prism.tokenize(code, Prism.languages.json));

/** Every `example` and `examples[*].value` in the API description, as the explorer prints them. */
function examples(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => examples(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'example') found.push(value);
      else if (key === 'examples' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const entry of Object.values(value as Record<string, unknown>))
          found.push((entry as { value?: unknown }).value);
      }
      examples(value, found);
    }
  }
  return found;
}

describe('JSON examples are coloured as Prism colours them', () => {
  const spec = examples(readSpec(apiReference.specPath).root).filter((value) => value !== undefined);

  it('over the examples of the API description', () => {
    expect(spec.length).toBeGreaterThan(20);
    for (const value of spec) {
      const code = JSON.stringify(value, null, 2);
      expect(jsonLines(code), code).toEqual(prismLines(code));
    }
  });

  it.each([
    ['escaped quotes and colons in strings', '{\n  "say": "he said \\"a\\": b",\n  "n": -1.5e3\n}'],
    ['literals and empty containers', '[\n  true,\n  false,\n  null,\n  {},\n  []\n]'],
    ['a blank line and a comment', '{\n\n  // note\n  "a": 1\n}'],
    ['text Prism leaves plain', 'not json at all'],
  ])('%s', (_name, code) => {
    expect(jsonLines(code)).toEqual(prismLines(code));
  });
});
