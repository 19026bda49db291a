import type { ComponentProps, ReactNode } from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

/**
 * The explorer edits request bodies with react-live, which also runs the edited text as JSX through
 * Function() on every change. Nothing shows that result, and the deployed CSP forbids eval (see
 * deploy/), so a transform that yields no code skips the evaluation; editing and sending are unchanged.
 */
const skipEvaluation = (): null => null;

export default function LiveEditorWithoutEvaluation(props: ComponentProps<typeof LiveEditor>): ReactNode {
  return <LiveEditor {...props} transformCode={skipEvaluation} />;
}
