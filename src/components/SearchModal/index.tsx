/**
 * The search dialog the navbar button and the shortcuts open: results as you type, grouped by
 * page; arrow keys move, Enter opens, Escape or a click beside it closes; recent searches when the
 * box is empty. A native modal <dialog>: the browser keeps the focus in it, makes the page behind
 * inert and gives the focus back when it closes; the stylesheet stops the page behind from scrolling.
 * Loaded on first intent, so its code is not in any page's initial JavaScript.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { FetchError, HitContent, NoResults } from '@site/src/components/SearchResults';
import { addRecentSearch, readRecentSearches } from '@site/src/client/search/recent';
import { maxQueryLength } from '@site/src/client/search/limits';
import { useSearch, useSearchContext } from '@site/src/client/search/useSearch';
import type { SearchHit } from '@site/src/client/search/types';
import styles from './styles.module.css';

const limits = { maxGroups: 8, hitsPerGroup: 3 };

export interface SearchModalProps {
  readonly initialQuery: string;
  readonly onClose: () => void;
}

export default function SearchModal({ initialQuery, onClose }: SearchModalProps): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  const [recent] = useState(readRecentSearches);
  const context = useSearchContext(limits);
  const state = useSearch(query, context);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;

  const hits = useMemo<SearchHit[]>(
    () => (state.status === 'done' ? state.groups.flatMap((group) => group.hits) : []),
    [state],
  );
  // The highlighted option belongs to one result list; a new list starts at its first option.
  const [selection, setSelection] = useState({ hits, index: 0 });
  const active = selection.hits === hits ? selection.index : 0;
  const setActive = (index: number): void => {
    setSelection({ hits, index });
  };

  // A layout effect, so that closing runs while the dialog is still in the page: the browser then
  // gives the focus back to where it was when the dialog opened.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    input.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  useEffect(() => {
    document.getElementById(`${id}-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const open = (url: string): void => {
    addRecentSearch(query);
    onClose();
    history.push(url);
  };

  // The page searches the version this dialog searched, which may not be the one the reader chose last.
  const allResultsUrl = `${searchPage}?${new URLSearchParams({ q: query.slice(0, maxQueryLength), version: context.version }).toString()}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Escape') {
      // At once: the browser's own Escape first clears a search field that has text, and Chrome
      // ignores it for a dialog opened by a shortcut right after another was closed.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      const hit = hits.at(active);
      if (hit) open(hit.url);
      else if (query.trim()) open(allResultsUrl);
    }
  };

  const hitIndex = new Map(hits.map((hit, index) => [hit.id, index]));
  const body = ((): ReactNode => {
    if (!query.trim()) {
      return recent.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`} className={styles.sectionTitle}>
            Recent searches
          </h2>
          <ul className={styles.recent}>
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  className={styles.recentItem}
                  onClick={() => {
                    setQuery(item);
                  }}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.hint}>Search titles, headings and text of the documentation and the API reference.</p>
      );
    }
    if (state.status === 'error') return <FetchError />;
    if (state.status !== 'done') return <p className={styles.hint}>Searching…</p>;
    if (state.groups.length === 0) return <NoResults query={state.query} onSuggestion={setQuery} />;
    return (
      <div
        role="listbox"
        id={listboxId}
        aria-label="Search results"
        className={styles.results}
        data-search-query={state.query}
      >
        {state.groups.map((group) => (
          <div role="group" key={group.page} aria-labelledby={`${id}-${group.page}`} className={styles.group}>
            <div id={`${id}-${group.page}`} className={styles.groupTitle}>
              {group.pageTitle}
            </div>
            {group.hits.map((hit) => {
              const index = hitIndex.get(hit.id) ?? 0;
              return (
                <a
                  key={hit.id}
                  id={`${id}-hit-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  href={hit.url}
                  className={styles.hit}
                  onMouseMove={() => {
                    setActive(index);
                  }}
                  onClick={(event) => {
                    event.preventDefault();
                    open(hit.url);
                  }}
                >
                  <HitContent hit={hit} />
                </a>
              );
            })}
          </div>
        ))}
      </div>
    );
  })();

  return createPortal(
    <dialog
      ref={dialog}
      aria-label="Search the documentation"
      className={styles.modal}
      onKeyDown={onKeyDown}
      // Closed by the browser (a back gesture on Android): the page forgets it too.
      onClose={onClose}
      onMouseDown={(event) => {
        // The dialog's content fills it, so a press on the dialog itself is on its backdrop. The
        // press must not move the focus, which closing gives back to where it was.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.content}>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
            Search the documentation
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length > 0 ? listboxId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? `${id}-hit-${active}` : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search docs"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
        </form>
        {/* Focusable so keyboard users can scroll a long result list (WCAG scrollable regions). */}
        <div className={styles.body} tabIndex={0}>
          {body}
        </div>
        <div className={styles.footer}>
          {query.trim() ? (
            <a
              href={allResultsUrl}
              onClick={(event) => {
                event.preventDefault();
                open(allResultsUrl);
              }}
            >
              See all results
            </a>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↵</kbd> to select <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate <kbd>esc</kbd> to close
          </span>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
