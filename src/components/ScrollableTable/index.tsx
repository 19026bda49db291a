import type { ComponentProps, ReactNode } from 'react';

/**
 * Markdown tables scroll sideways when they are wider than the article; a keyboard user can only
 * scroll one that takes focus (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
