/**
 * Where the API explorer keeps what the reader types into its Authorization form. By default in
 * memory only (`authPersistence: false` in config/api-reference.ts): the token is gone on reload, and
 * no other script of the site or a restored session can read it. A reader who ticks the box under the
 * form keeps it in sessionStorage, this tab only, until the tab closes (src/theme/ApiExplorer/Authorization).
 *
 * The theme reads `options.authPersistence` each time it builds the form's state (createAuth) and on
 * each action its persistence middleware handles, so a getter makes the reader's choice apply at once.
 * src/client/explorer-token.test.ts fails when an upgrade of the theme stops reading it so.
 */

/** The reader's choice itself, kept where the token then goes: harmless, and gone with the tab. */
export const keepTokenKey = 'tessera-explorer-keep-token';

type Persistence = false | 'sessionStorage' | 'localStorage';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // A browser that refuses storage keeps the token in memory, as by default.
    return undefined;
  }
}

export function tokenKeptInTab(): boolean {
  return sessionStore()?.getItem(keepTokenKey) === 'true';
}

/**
 * The theme's options, whose `authPersistence` is the configured one (memory by default) unless the
 * reader chose to keep the token in this tab.
 */
export function withReaderTokenChoice<T extends { authPersistence?: Persistence }>(options: T | undefined): T {
  const configured = options?.authPersistence ?? false;
  const chosen = { ...options } as T;
  Object.defineProperty(chosen, 'authPersistence', {
    enumerable: true,
    get: (): Persistence => (tokenKeptInTab() ? 'sessionStorage' : configured),
  });
  return chosen;
}

/**
 * Records the reader's choice. Keeping writes the form's current values (`values`, by security scheme)
 * at once, as the theme writes them on each change; not keeping removes them from the tab.
 */
export function keepTokenInTab(keep: boolean, values: Readonly<Record<string, object>>): void {
  const store = sessionStore();
  if (!store) return;
  if (keep) {
    store.setItem(keepTokenKey, 'true');
    for (const [scheme, value] of Object.entries(values)) {
      if (Object.values(value).some(Boolean)) store.setItem(scheme, JSON.stringify(value));
    }
    return;
  }
  store.removeItem(keepTokenKey);
  for (const scheme of Object.keys(values)) store.removeItem(scheme);
}
