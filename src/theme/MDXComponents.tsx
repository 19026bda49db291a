/**
 * Adds `<GlossaryTerm>` to the components every MDX page can use without an import: the
 * glossary-terms remark plugin inserts it into pages at build time, where no import can be written.
 * Tables become keyboard-scrollable.
 */
import MDXComponents from '@theme-original/MDXComponents';
import GlossaryTerm from '@site/src/components/GlossaryTerm';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  GlossaryTerm,
  table: ScrollableTable,
};
