import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// BrowserFromFirstRender provides Docusaurus' browser context itself, so that the OpenAPI theme's
// browser-only parts render on the server; these are the lines of @docusaurus/core (3.10) and of
// docusaurus-theme-openapi-docs (5.2) it relies on. If this fails, revisit
// src/theme/ApiItem/BrowserFromFirstRender.tsx.
const require = createRequire(path.resolve('package.json'));
const client = path.dirname(require.resolve('@docusaurus/core/lib/client/browserContext.js'));
const theme = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme');
const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');

describe('@docusaurus/core/lib/client/browserContext, provided by BrowserFromFirstRender', () => {
  it('exports the context, false until hydrated', () => {
    expect(read(client, 'browserContext.js')).toMatch(/export const Context = React\.createContext\(false\);/);
  });

  it('is the context useIsBrowser and BrowserOnly read', () => {
    const useIsBrowser = read(client, 'exports/useIsBrowser.js');
    expect(useIsBrowser).toContain("import { Context } from '../browserContext';");
    expect(useIsBrowser).toContain('return useContext(Context);');
    expect(read(client, 'exports/BrowserOnly.js')).toContain("import useIsBrowser from '@docusaurus/useIsBrowser';");
  });
});

describe('the OpenAPI theme, whose browser-only parts BrowserFromFirstRender renders on the server', () => {
  it.each(['ParamsDetails', 'RequestSchema', 'ResponseSchema'])(
    '%s draws its content as BrowserOnly children, which follow useIsBrowser',
    (component) => {
      const source = read(theme, `${component}/index.js`);
      expect(source).toContain('require("@docusaurus/BrowserOnly")');
      expect(source).toMatch(/BrowserOnly_1\.default,\s*\{\s*fallback:/);
    },
  );
});
