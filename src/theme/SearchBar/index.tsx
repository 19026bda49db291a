/**
 * The navbar search button. It stays small: the dialog, the search client and the index are
 * fetched on first intent (pointer over the button, focus, or a shortcut), never with the page.
 * Ctrl/Cmd+K and "/" open the dialog from anywhere except while typing in a field.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePreloadSearch, useSearchContext } from '@site/src/client/search/useSearch';
import styles from './styles.module.css';

const loadModal = (): Promise<typeof import('@site/src/components/SearchModal')> =>
  import(/* webpackChunkName: "search-modal" */ '@site/src/components/SearchModal');
const SearchModal = lazy(loadModal);

function isTypingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Apple platforms name the shortcut's modifier ⌘; the check runs in the browser only. Chromium
 * reports the platform in userAgentData, Safari and Firefox only in the (deprecated) navigator.platform.
 */
function isApplePlatform(): boolean {
  const { userAgentData } = navigator as Navigator & { userAgentData?: { platform?: string } };
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only source in Safari and Firefox
  const platform = userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const noSubscription = (): (() => void) => () => undefined;

/** The modifier key of the shortcut hint: "Ctrl" in the server's HTML, "⌘" once hydrated on Apple platforms. */
function useShortcutModifier(): string {
  return useSyncExternalStore(
    noSubscription,
    () => (isApplePlatform() ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const preloadSearch = usePreloadSearch(useSearchContext({ maxGroups: 8, hitsPerGroup: 3 }));
  const modifier = useShortcutModifier();

  const preload = useCallback(() => {
    void loadModal();
    preloadSearch();
  }, [preloadSearch]);

  const openWith = useCallback(
    (query: string) => {
      preload();
      setInitialQuery(query);
      setOpen(true);
    },
    [preload],
  );

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (shortcut) {
        event.preventDefault();
        if (open) close();
        else openWith('');
      } else if (event.key === '/' && !open && !isTypingIn(event.target) && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        openWith('');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open, openWith, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          openWith('');
        }}
        onKeyDown={(event) => {
          // Typing on the focused button starts the search with that character, as DocSearch does.
          if (event.key.length === 1 && event.key !== ' ' && !event.metaKey && !event.ctrlKey && !event.altKey) {
            event.preventDefault();
            event.stopPropagation();
            openWith(event.key);
          }
        }}
      >
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 1 1 1.5-1.5zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
