/**
 * /docs/search: the query lives in `q` (kept in sync as the reader types, so the address can be
 * shared), more results per page than the dialog, and a choice of docs version (`version`, the
 * reader's docs version when absent).
 *
 * The box holds its own value: Docusaurus hands the page a new location only after an asynchronous
 * route update, so a box fed from the address would lose keys typed in between. The address follows
 * the box (replace, not push) and is read back only when another navigation brings a new address.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { FetchError, HitContent, NoResults, hitClassNames } from '@site/src/components/SearchResults';
import {
  firstScreenAttribute,
  firstScreenParts,
  type ResultClassNames,
} from '@site/src/client/search/first-screen/contract';
import { maxQueryLength } from '@site/src/client/search/limits';
import { repeatsPageTitle, searchPageHeading, searchPageLimits } from '@site/src/client/search/result-view';
import { preloadSearchClient, useSearch, useSearchContext } from '@site/src/client/search/useSearch';
import { afterNextPaint, holdSpeculativeLoads } from '@site/src/client/speculative-loads';
import styles from './search.module.css';

/** `q` as the search reads it: longer queries are cut where the search cuts them anyway. */
function queryFrom(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, maxQueryLength);
}

let firstResultsShown: (() => void) | undefined;
if (ExecutionEnvironment.canUseDOM) {
  // The client is needed at once here: fetched while the page hydrates, not after.
  preloadSearchClient();
  // A page opened with a query holds prefetching back until its first results are painted: they
  // are what the reader is waiting for. This runs as the page's script loads, before the links in
  // view could start prefetching.
  if (queryFrom(window.location.search).trim()) {
    holdSpeculativeLoads(
      new Promise<void>((resolve) => {
        firstResultsShown = resolve;
      }).then(afterNextPaint),
    );
  }
}

function versionFrom(search: string): string | undefined {
  return new URLSearchParams(search).get('version') ?? undefined;
}

/** Sets or, when empty, removes parameters of the current address, replacing its history entry. */
function replaceParams(history: ReturnType<typeof useHistory>, changes: Readonly<Record<string, string>>): void {
  const params = new URLSearchParams(history.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const search = params.toString();
  history.replace({ ...history.location, search: search ? `?${search}` : '' });
}

/**
 * A page opened by address may have drawn its first results before this script ran
 * (src/client/search/first-screen): into an element the server renders empty, with these classes.
 * React keeps that element, and never reads or rewrites what is in it, until it shows its own list.
 */
const firstScreen = ExecutionEnvironment.canUseDOM ? window.tesseraSearchPage : undefined;
// From here on the first screen draws nothing: whether it drew is settled before the page hydrates.
if (firstScreen) firstScreen.taken = true;
/** Once React stops showing the first screen (its own results, another query, leaving the page), for good. */
let firstScreenHandedOver = false;
const firstScreenClassNames = JSON.stringify({
  groups: styles.groups,
  group: styles.group,
  groupTitle: styles.groupTitle,
  hits: styles.hits,
  hit: styles.hit,
  ...hitClassNames,
} satisfies ResultClassNames);
const keepFirstScreen = { __html: '' };

/** Inside Layout: the docs version hooks need the providers Layout sets up. */
function Search(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const versions = useVersions('default');
  // The server renders no query: read it only once hydrated, or the first render would differ.
  const isBrowser = useIsBrowser();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const query = typed ?? (isBrowser ? queryFrom(location.search) : '');
  const [chosenVersion, setChosenVersion] = useState<string | undefined>(undefined);
  const addressVersion = isBrowser ? versionFrom(location.search) : undefined;
  const version = [chosenVersion, addressVersion].find((name) => versions.some((item) => item.name === name));
  const context = useSearchContext(searchPageLimits, version);
  const state = useSearch(query, context);

  const settled = state.status !== 'idle' && state.status !== 'loading';
  useEffect(() => {
    if (settled || (isBrowser && !query.trim())) firstResultsShown?.();
  }, [settled, isBrowser, query]);

  const update = (next: string): void => {
    const bounded = next.slice(0, maxQueryLength);
    setTyped(bounded);
    replaceParams(history, { q: bounded });
  };

  useEffect(() => {
    // An address whose q is longer than the search reads is cut at once, so it can be reloaded and shared.
    const raw = new URLSearchParams(history.location.search).get('q') ?? '';
    if (raw.length > maxQueryLength) replaceParams(history, { q: raw.slice(0, maxQueryLength) });
    // Back, forward or a new search from the dialog bring another address: the box shows its query.
    // The page's own writes replace the entry and are already in the box.
    return history.listen((next, action) => {
      if (action !== 'REPLACE') {
        setTyped(queryFrom(next.search));
        setChosenVersion(versionFrom(next.search));
      }
    });
  }, [history]);

  const heading = searchPageHeading(query);
  const hasList = (state.status === 'done' || state.status === 'partial') && state.groups.length > 0;
  // Until hydrated the element stays as the server sent it, whatever the first screen drew into it.
  const showsFirstScreen =
    !isBrowser ||
    (firstScreen?.shown === true &&
      !firstScreenHandedOver &&
      (state.status === 'idle' || state.status === 'loading') &&
      query === firstScreen.query &&
      context.version === firstScreen.context.version);

  useEffect(() => {
    if (isBrowser && !showsFirstScreen) firstScreenHandedOver = true;
  }, [isBrowser, showsFirstScreen]);
  useEffect(
    () => () => {
      firstScreenHandedOver = true;
    },
    [],
  );

  return (
    // Space for results is kept while there is a query, and before hydration, when the query in the
    // address is not yet read: results then appear below the fold without moving the footer. The empty
    // page ends where its form does.
    <main
      className={clsx('container margin-vert--lg', styles.page, (!isBrowser || query.trim()) && styles.awaitingResults)}
    >
      {/* The first screen writes the query's heading before hydration, as the server cannot. */}
      <h1 className={styles.heading} suppressHydrationWarning {...{ [firstScreenParts.heading]: true }}>
        {heading}
      </h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Search the documentation</label>
          <input
            id={`${id}-q`}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxQueryLength}
            {...{ [firstScreenParts.box]: true }}
            value={query}
            onChange={(event) => {
              update(event.target.value);
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-version`}>Docs version</label>
          <select
            id={`${id}-version`}
            className={styles.select}
            {...{ [firstScreenParts.version]: true }}
            value={context.version}
            onChange={(event) => {
              setChosenVersion(event.target.value);
              replaceParams(history, { version: event.target.value });
            }}
          >
            {versions.map((item) => (
              <option key={item.name} value={item.name}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite">
        {state.status === 'error' && <FetchError />}
        {state.status === 'loading' && !showsFirstScreen && <p>Searching…</p>}
        {state.status === 'done' && state.groups.length === 0 && (
          <NoResults query={state.query} onSuggestion={update} />
        )}
      </div>
      {showsFirstScreen && (
        <div {...{ [firstScreenAttribute]: firstScreenClassNames }} dangerouslySetInnerHTML={keepFirstScreen} />
      )}
      {hasList && (
        <ol
          className={styles.groups}
          aria-label="Search results"
          aria-busy={state.status === 'partial'}
          data-search-query={state.status === 'done' ? state.query : undefined}
        >
          {state.groups.map((group) => (
            <li key={group.page} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <Link to={group.page}>{group.pageTitle}</Link>
              </h2>
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <li key={hit.id}>
                    <Link to={hit.url} className={styles.hit}>
                      <HitContent hit={hit} showTitle={!repeatsPageTitle(hit, group.pageTitle)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Tessera documentation and API reference.">
      <Search />
    </Layout>
  );
}
