import type { ComponentProps, ReactNode } from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

/**
 * The explorer edits request bodies with react-live, which also runs the edited text as JSX through
 * Function() on every change. Nothing shows that result, and the deployed CSP forbids eval (see
 * deploy/), so a transform that yields no code skips the evaluation; editing and sending are unchanged.
 */
const skipEvaluation = (): null => null;

/**
 * A long body scrolls in a box of its own, which keyboard users can focus and scroll; the theme's
 * scrolling box could not be reached without a mouse (see src/css/custom.css).
 */
export default function LiveEditorWithoutEvaluation(props: ComponentProps<typeof LiveEditor>): ReactNode {
  return (
    <ScrollRegion label="Request body" className={styles.bounded}>
      <LiveEditor {...props} transformCode={skipEvaluation} />
    </ScrollRegion>
  );
}
