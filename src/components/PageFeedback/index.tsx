/** "Was this page helpful?": two buttons, then a line that says whether the answer was sent. */
import { useId, useState, type ReactNode } from 'react';
import { sendFeedback } from './send';
import styles from './styles.module.css';

type State = 'asking' | 'sending' | 'sent' | 'failed';

const messages: Readonly<Record<Exclude<State, 'asking'>, string>> = {
  sending: 'Sending…',
  sent: 'Thank you: your answer was sent.',
  failed: 'Your answer could not be sent. Try again later.',
};

export default function PageFeedback({
  endpoint,
  page,
  version,
}: {
  readonly endpoint: string;
  readonly page: string;
  readonly version: string;
}): ReactNode {
  const questionId = useId();
  const [state, setState] = useState<State>('asking');
  const answer = (helpful: boolean): void => {
    setState('sending');
    void sendFeedback(endpoint, { page, version, helpful }).then((accepted) => {
      setState(accepted ? 'sent' : 'failed');
    });
  };
  return (
    <div className={styles.feedback}>
      <div role="group" aria-labelledby={questionId} className={styles.question}>
        <span id={questionId}>Was this page helpful?</span>
        {(['Yes', 'No'] as const).map((label) => (
          <button
            key={label}
            type="button"
            className="button button--secondary button--sm"
            disabled={state !== 'asking' && state !== 'failed'}
            onClick={() => {
              answer(label === 'Yes');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {state === 'asking' ? '' : messages[state]}
      </p>
    </div>
  );
}
