/**
 * Adds `<GlossaryTerm>` to the components every MDX page can use without an import: the
 * glossary-terms remark plugin inserts it into pages at build time, where no import can be written.
 */
import MDXComponents from '@theme-original/MDXComponents';
import GlossaryTerm from '@site/src/components/GlossaryTerm';

export default {
  ...MDXComponents,
  GlossaryTerm,
};
