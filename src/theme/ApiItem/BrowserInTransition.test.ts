import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// BrowserInTransition provides Docusaurus' browser context itself; these are the lines of
// @docusaurus/core (3.10) it relies on. If this fails, revisit src/theme/ApiItem/BrowserInTransition.tsx.
const client = path.resolve('node_modules/@docusaurus/core/lib/client');
const read = (file: string): string => readFileSync(path.join(client, file), 'utf8');

describe('@docusaurus/core/lib/client/browserContext, provided by BrowserInTransition', () => {
  it('exports the context, false until hydrated', () => {
    expect(read('browserContext.js')).toMatch(/export const Context = React\.createContext\(false\);/);
  });

  it('is the context useIsBrowser and BrowserOnly read', () => {
    const useIsBrowser = read('exports/useIsBrowser.js');
    expect(useIsBrowser).toContain("import { Context } from '../browserContext';");
    expect(useIsBrowser).toContain('return useContext(Context);');
    expect(read('exports/BrowserOnly.js')).toContain("import useIsBrowser from '@docusaurus/useIsBrowser';");
  });
});
