/**
 * /docs/search: the query lives in `q` (kept in sync as the reader types, so the address can be
 * shared), more results per page than the dialog, and a choice of docs version.
 */
import { useId, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { FetchError, HitContent, NoResults } from '@site/src/components/SearchResults';
import { preloadSearchClient, useSearch, useSearchContext } from '@site/src/lib/search/useSearch';
import styles from './search.module.css';

// Three groups fill a phone's first screen: they show as soon as their pages arrive, the rest after.
const limits = { maxGroups: 25, hitsPerGroup: 5, firstGroups: 3 };

// The client is needed at once here: fetched while the page hydrates, not after.
if (ExecutionEnvironment.canUseDOM) preloadSearchClient();

function queryFrom(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** Inside Layout: the docs version hooks need the providers Layout sets up. */
function Search(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const versions = useVersions('default');
  // The server renders no query: read it only once hydrated, or the first render would differ.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? queryFrom(location.search) : '';
  const [version, setVersion] = useState<string | undefined>(undefined);
  const context = useSearchContext(limits, version);
  const state = useSearch(query, context);

  const update = (next: string): void => {
    const params = new URLSearchParams(location.search);
    if (next) params.set('q', next);
    else params.delete('q');
    const search = params.toString();
    history.replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash });
  };

  const heading = query.trim() ? `Search results for "${query.trim()}"` : 'Search the documentation';

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
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
            value={context.version}
            onChange={(event) => {
              setVersion(event.target.value);
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
        {state.status === 'loading' && <p>Searching…</p>}
        {state.status === 'done' && state.groups.length === 0 && (
          <NoResults query={state.query} onSuggestion={update} />
        )}
      </div>
      {(state.status === 'done' || state.status === 'partial') && state.groups.length > 0 && (
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
                      <HitContent hit={hit} />
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
