/**
 * What the not-found page offers instead of a dead end: a search box (a plain form to the search
 * page, so it works before and without scripts) and the pages the site's own search finds for the
 * words of the missing address, the nearest pages to what the reader was after.
 */
import { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { maxQueryLength } from '@site/src/client/search/limits';
import { wordsOfPath } from '@site/src/client/search/words-of-path';
import { useSearch, useSearchContext } from '@site/src/client/search/useSearch';
import styles from './styles.module.css';

const nearestLimits = { maxGroups: 5, hitsPerGroup: 1 } as const;

export default function NotFoundSuggestions(): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const inputId = useId();
  // The address is known only in the browser: the server renders this page once, for every path.
  const isBrowser = useIsBrowser();
  const [typed, setTyped] = useState<{ readonly pathname: string; readonly query: string }>();
  const query = typed?.pathname === pathname ? typed.query : isBrowser ? wordsOfPath(pathname, baseUrl) : '';
  const context = useSearchContext(nearestLimits);
  const state = useSearch(query, context);
  const groups = state.status === 'done' || state.status === 'partial' ? state.groups : [];

  return (
    <div className={styles.suggestions}>
      <form action={searchPage} method="get" role="search" className={styles.form}>
        <label htmlFor={inputId}>Search the documentation</label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="q"
            type="search"
            maxLength={maxQueryLength}
            value={query}
            onChange={(event) => {
              setTyped({ pathname, query: event.target.value });
            }}
            className={styles.input}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      {groups.length > 0 && (
        <section aria-labelledby={`${inputId}-nearest`}>
          <h2 id={`${inputId}-nearest`} className={styles.heading}>
            Pages near this address
          </h2>
          <ul>
            {groups.map((group) => (
              <li key={group.page}>
                <Link to={group.page}>{group.pageTitle}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
