import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import { glossary, glossaryTermId, type GlossaryEntry } from '@site/src/data/glossary';
import styles from './styles.module.css';

export interface GlossaryListProps {
  /** The entries to render, in display order. Defaults to the whole glossary. */
  readonly entries?: readonly GlossaryEntry[];
}

interface LetterGroup {
  readonly letter: string;
  readonly entries: readonly GlossaryEntry[];
}

/** Groups entries by the upper-cased first letter of their term, keeping their order. */
function groupByLetter(entries: readonly GlossaryEntry[]): LetterGroup[] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = entry.term.charAt(0).toUpperCase();
    const group = groups.get(letter);
    if (group) {
      group.push(entry);
    } else {
      groups.set(letter, [entry]);
    }
  }
  return Array.from(groups, ([letter, grouped]) => ({ letter, entries: grouped }));
}

const letterId = (letter: string): string => `letter-${letter.toLowerCase()}`;

interface GlossaryTermProps {
  readonly entry: GlossaryEntry;
}

function GlossaryTerm({ entry }: GlossaryTermProps): ReactNode {
  const { term, aliases, definition, href } = entry;
  // Glossary tooltips on every page link here by term; the build's anchor check must know the ids.
  useBrokenLinks().collectAnchor(glossaryTermId(term));
  return (
    <>
      <dt id={glossaryTermId(term)} className={styles.term}>
        {term}
        {aliases && aliases.length > 0 && <small className={styles.aliases}>Also: {aliases.join(', ')}</small>}
      </dt>
      <dd className={styles.definition}>
        {definition}{' '}
        <Link to={href} aria-label={`Read more about ${term}`}>
          Read more
        </Link>
      </dd>
    </>
  );
}

/** The glossary as letter sections: an h2 per first letter, then a description list of its terms. */
export default function GlossaryList({ entries = glossary }: GlossaryListProps): ReactNode {
  const groups = groupByLetter(entries);
  return (
    <div>
      <nav aria-label="Glossary letters">
        <ul className={styles.letters}>
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a href={`#${letterId(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, entries: grouped }) => (
        <section key={letter} aria-labelledby={letterId(letter)}>
          <Heading as="h2" id={letterId(letter)}>
            {letter}
          </Heading>
          <dl className={styles.list}>
            {grouped.map((entry) => (
              <GlossaryTerm key={entry.term} entry={entry} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
