import type { ReactNode } from 'react';
import { completenessText, getLifecycle, transitionsText } from '@site/src/data/lifecycles';
import styles from './styles.module.css';

interface LifecycleTableProps {
  /** Life cycle id from `src/data/lifecycles.ts`, e.g. `task-states`; an unknown id throws when the page renders. */
  id: string;
}

/** Text with `code` spans, the only markup the life cycle data uses. */
function Inline({ text }: { readonly text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

/**
 * The values of one life cycle (task states, request statuses …) as a table: the value, what it means,
 * what you observe. Below it, whether the set is complete and what is known about changes between values.
 * The Markdown version of the page renders the same data (src/plugins/llms-txt/node/components.ts).
 */
export default function LifecycleTable({ id }: LifecycleTableProps): ReactNode {
  const lifecycle = getLifecycle(id);
  return (
    <div className={styles.lifecycle}>
      <table tabIndex={0} aria-label={lifecycle.title} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{lifecycle.valueHeading}</th>
            <th scope="col">What it means</th>
            <th scope="col">What you observe</th>
          </tr>
        </thead>
        <tbody>
          {lifecycle.values.map(({ value, meaning, observe }) => (
            <tr key={value}>
              <th scope="row" className={styles.value}>
                <code>{value}</code>
              </th>
              <td>
                <Inline text={meaning} />
              </td>
              <td>
                <Inline text={observe} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <Inline text={`${completenessText(lifecycle)} ${transitionsText(lifecycle)}`} />
      </p>
    </div>
  );
}
