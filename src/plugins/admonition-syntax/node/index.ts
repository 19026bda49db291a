/**
 * Remark plugin: fails the build at the file and line of an admonition Docusaurus did not parse. Its
 * admonitions take their title in brackets (`:::tip[Checkpoint]`); the older `:::tip Checkpoint` is
 * not read as one, and the page would show the colons and the title as text.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const unparsedAdmonition = /^:::(note|tip|info|warning|danger|caution)\b/;

export default function admonitionSyntax() {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'paragraph', (paragraph) => {
      const first = paragraph.children.at(0);
      if (first?.type !== 'text') return;
      const match = unparsedAdmonition.exec(first.value);
      if (!match) return;
      const line = paragraph.position?.start.line;
      throw new Error(
        `${file.path}${line ? `:${line}` : ''}: ":::${match[1]}" is not read as an admonition: give its title in brackets, as ":::${match[1]}[Title]"`,
      );
    });
  };
}
