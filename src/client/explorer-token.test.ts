import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { apiThemeConfig } from '../../config/api-reference';
import { keepTokenInTab, keepTokenKey, withReaderTokenChoice } from './explorer-token';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string): string | null => this.items.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.items.set(key, value);
  removeItem = (key: string): void => void this.items.delete(key);
}

const withWindow = (): MemoryStorage => {
  const sessionStorage = new MemoryStorage();
  Object.assign(globalThis, { window: { sessionStorage } });
  return sessionStorage;
};
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("the API explorer's token", () => {
  it('stays in memory unless the reader keeps it in the tab', () => {
    expect(apiThemeConfig.api.authPersistence).toBe(false);
    const storage = withWindow();
    const options = withReaderTokenChoice(apiThemeConfig.api);
    expect(options.authPersistence).toBe(false);
    keepTokenInTab(true, { BearerAuth: { token: 'secret' }, Empty: { token: undefined } });
    expect(options.authPersistence).toBe('sessionStorage');
    expect(storage.getItem('BearerAuth')).toBe('{"token":"secret"}');
    expect(storage.getItem('Empty')).toBeNull();
    keepTokenInTab(false, { BearerAuth: { token: 'secret' } });
    expect(options.authPersistence).toBe(false);
    expect([...storage.items.keys()]).toEqual([]);
    expect(keepTokenKey).toMatch(/^tessera-/);
  });

  // The choice works because the theme asks options.authPersistence each time, not once: these are
  // the three places of docusaurus-theme-openapi-docs 5.2 that do, and src/theme/ApiItem passes the options to each.
  it("relies on the theme reading authPersistence where it stores the form's values", () => {
    const theme = 'node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
    const middleware = readFileSync(`${theme}/persistenceMiddleware.js`, 'utf8');
    expect(middleware, 'persistenceMiddleware reads the option on each action').toMatch(
      /\(action\) => \{[\s\S]*createStorage\)\(\s*options\?\.authPersistence/,
    );
    expect(readFileSync(`${theme}/Authorization/slice.js`, 'utf8')).toMatch(
      /createStorage\)\(\s*opts\?\.authPersistence/,
    );
    expect(readFileSync('src/theme/ApiItem/index.tsx', 'utf8')).toContain('withReaderTokenChoice(');
  });
});
