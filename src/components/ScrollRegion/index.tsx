import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** What the box holds, as a screen reader announces the region. */
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A box whose overflowing content scrolls, and which keyboard users can focus to scroll it
 * (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export default function ScrollRegion({ label, className, children }: Props): ReactNode {
  return (
    <div className={clsx(styles.region, className)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
