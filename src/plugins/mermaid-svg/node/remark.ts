/**
 * Remark plugin: replaces each ```mermaid block of a doc with the diagram drawn at build time, as
 * inline SVG in a light and a dark copy (CSS shows the one matching [data-theme]). Readers download
 * no Mermaid runtime, and the diagram is in the HTML from the first paint, so it shifts nothing.
 */
import type { ObjectExpression } from 'estree';
import type { Code, Parent, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { RenderedSvg } from './renderer';
import { accessibleTitle, diagramClass, diagramHtml, diagramKind, fallbackLabel, labelSvg, renameSvgId } from './svg';

export interface RemarkMermaidSvgOptions {
  /** Mermaid theme for each colour mode of the site. */
  readonly themes: { readonly light: string; readonly dark: string };
  readonly render: (code: string, theme: string) => Promise<RenderedSvg>;
  /**
   * An MDX component each diagram is wrapped in, imported by the pages that have one (the site's
   * opens a diagram at full size); none leaves the diagram as it is.
   */
  readonly frame?: { readonly name: string; readonly source: string };
}

interface Found {
  readonly node: Code;
  readonly parent: Parent;
  readonly heading: string;
}

/** Mermaid blocks in document order, each with the text of the last heading above it. */
function findDiagrams(tree: Root): Found[] {
  const found: Found[] = [];
  let heading = '';
  visit(tree, (node, _index, parent) => {
    if (node.type === 'heading') heading = toString(node).trim();
    else if (node.type === 'code' && node.lang === 'mermaid' && parent) found.push({ node, parent, heading });
  });
  return found;
}

/** `<div className=… dangerouslySetInnerHTML={{__html: …}} />`, as MDX's JSX node with its estree. */
function rawHtmlElement(className: string, html: string): MdxJsxFlowElement {
  const expression: ObjectExpression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: className },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '{__html: …}',
          data: {
            estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] },
          },
        },
      },
    ],
    children: [],
  };
}

function frameImport({ name, source }: { readonly name: string; readonly source: string }): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            attributes: [],
          },
        ],
      },
    },
  };
}

function framed(diagram: MdxJsxFlowElement, frame: RemarkMermaidSvgOptions['frame']): MdxJsxFlowElement {
  return frame ? { type: 'mdxJsxFlowElement', name: frame.name, attributes: [], children: [diagram] } : diagram;
}

/** Where a diagram's problem is, as "docs/x.md:12" (Mermaid counts lines within the diagram). */
function locate(file: VFile, node: Code, message: string): string {
  const fence = node.position?.start.line;
  const where = file.path ? `${file.path}${fence ? `:${fence}` : ''}` : 'a Mermaid block';
  const diagramLine = /line (\d+)/i.exec(message)?.[1];
  const exact = fence && diagramLine && file.path ? `${file.path}:${fence + Number(diagramLine)}` : where;
  return `${exact}: the Mermaid diagram could not be drawn at build time.\n${message}`;
}

export default function remarkMermaidSvg(options: RemarkMermaidSvgOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const seen = new Map<string, number>();
    const uniqueIds = ({ svg, id }: RenderedSvg): string => {
      // The same diagram twice on a page: the second copy gets ids of its own.
      const copies = seen.get(id) ?? 0;
      seen.set(id, copies + 1);
      return copies === 0 ? svg : renameSvgId(svg, id, `${id}-${copies}`);
    };
    const drawn = await Promise.all(
      findDiagrams(tree).map(async (found) => {
        const { value } = found.node;
        try {
          const copies = await Promise.all([
            options.render(value, options.themes.light),
            options.render(value, options.themes.dark),
          ]);
          return { ...found, copies };
        } catch (error) {
          throw new Error(locate(file, found.node, error instanceof Error ? error.message : String(error)), {
            cause: error,
          });
        }
      }),
    );
    for (const { node, parent, heading, copies } of drawn) {
      const kind = diagramKind(node.value);
      const label = accessibleTitle(node.value) ? undefined : fallbackLabel(node.value, heading);
      const [light, dark] = copies.map((copy) => labelSvg(uniqueIds(copy), { kind, label }));
      parent.children.splice(
        parent.children.indexOf(node),
        1,
        framed(rawHtmlElement(diagramClass.wrapper, diagramHtml(light, dark)), options.frame),
      );
    }
    if (options.frame && drawn.length > 0) tree.children.unshift(frameImport(options.frame));
  };
}
