/**
 * Adds `<GlossaryTerm>` to the components every MDX page can use without an import: the
 * glossary-terms remark plugin inserts it into pages at build time, where no import can be written.
 * Tables become keyboard-scrollable, and inline code in them may wrap at its own joints.
 */
import MDXComponents from '@theme-original/MDXComponents';
import GlossaryTerm from '@site/src/components/GlossaryTerm';
import ScrollableTable, { TableAwareCode } from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  GlossaryTerm,
  table: ScrollableTable,
  code: TableAwareCode,
};
