/** Pieces both search surfaces share: highlighted text, a hit's shape, and the two messages. */
import type { ReactNode } from 'react';
import { hitPathText } from '@site/src/client/search/result-view';
import type { SearchHit, Segment } from '@site/src/client/search/types';
import styles from './styles.module.css';

/** Topics most readers come for, offered when a query finds nothing. */
export const searchSuggestions = ['access review', 'request access', 'provisioning', 'workflow'] as const;

/** A hit's class names, for the search page's first screen, which draws hits before React does. */
export const hitClassNames = { hitTitle: styles.hitTitle, hitPath: styles.hitPath, hitSnippet: styles.hitSnippet };

export function Highlighted({ segments }: { readonly segments: readonly Segment[] }): ReactNode {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
  );
}

/** A hit; `showTitle` false leaves out a title that the page title above it already shows. */
export function HitContent({
  hit,
  showTitle = true,
}: {
  readonly hit: SearchHit;
  readonly showTitle?: boolean;
}): ReactNode {
  return (
    <>
      {showTitle && (
        <span className={styles.hitTitle}>
          <Highlighted segments={hit.title} />
        </span>
      )}
      {hit.path.length > 0 && <span className={styles.hitPath}>{hitPathText(hit)}</span>}
      {hit.snippet.length > 0 && (
        <span className={styles.hitSnippet}>
          <Highlighted segments={hit.snippet} />
        </span>
      )}
    </>
  );
}

export function NoResults({
  query,
  onSuggestion,
}: {
  readonly query: string;
  readonly onSuggestion: (query: string) => void;
}): ReactNode {
  return (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>{`No results for "${query}"`}</p>
      <p>
        Try searching for{' '}
        {searchSuggestions.map((suggestion, index) => (
          <span key={suggestion}>
            {index > 0 && ', '}
            <button
              type="button"
              className={styles.suggestion}
              onClick={() => {
                onSuggestion(suggestion);
              }}
            >
              {suggestion}
            </button>
          </span>
        ))}
      </p>
    </div>
  );
}

export function FetchError(): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}
