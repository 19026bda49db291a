import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkMermaidSvg, { type RemarkMermaidSvgOptions } from './remark';

/** Stands in for Chromium: an SVG that says which source and theme it was drawn from. */
const fakeRender: RemarkMermaidSvgOptions['render'] = (code, theme) => {
  const id = `mermaid-${theme}-${code.length}`;
  return Promise.resolve({
    id,
    svg: `<svg id="${id}" aria-roledescription="flowchart-v2"><style>#${id}{}</style></svg>`,
  });
};

async function toHtml(markdown: string, render = fakeRender): Promise<string> {
  const file = new VFile({ path: 'docs/user/page.md', value: markdown });
  const { default: Content } = await evaluate(file, {
    ...runtime,
    remarkPlugins: [[remarkMermaidSvg, { themes: { light: 'neutral', dark: 'dark' }, render }]],
  });
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkMermaidSvg', () => {
  it('replaces a mermaid block with a light and a dark SVG, labelled from the heading above', async () => {
    const html = await toHtml('# Page\n\n## How requests flow\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nAfter.\n');
    expect(html).toBe(
      '<h1>Page</h1>\n<h2>How requests flow</h2>\n<div class="tessera-diagram">' +
        '<div class="tessera-diagram__light"><svg id="mermaid-neutral-22" aria-roledescription="flowchart" aria-label="Flowchart: How requests flow"><style>#mermaid-neutral-22{}</style></svg></div>' +
        '<div class="tessera-diagram__dark"><svg id="mermaid-dark-22" aria-roledescription="flowchart" aria-label="Flowchart: How requests flow"><style>#mermaid-dark-22{}</style></svg></div></div>\n<p>After.</p>',
    );
  });

  it('leaves other code blocks alone', async () => {
    expect(await toHtml('```js\nconst a = 1;\n```\n')).toContain('<code class="language-js">');
  });

  it('gives a diagram repeated on a page ids of its own', async () => {
    const block = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    const html = await toHtml(`${block}\n${block}`);
    expect(html).toContain('id="mermaid-neutral-22"');
    expect(html).toContain('id="mermaid-neutral-22-1"');
    expect(html).toContain('#mermaid-neutral-22-1{}');
  });

  it('wraps each diagram in the frame component, imported once by a page with diagrams', async () => {
    const frame = { name: 'Frame', source: './frame.js' };
    const file = new VFile({ path: 'docs/user/page.md' });
    const run = async (markdown: string) => {
      const processor = unified().use(remarkParse).use(remarkMdx);
      const tree = processor.parse(markdown);
      await remarkMermaidSvg({ themes: { light: 'neutral', dark: 'dark' }, render: fakeRender, frame })(tree, file);
      return tree;
    };
    const block = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    const tree = await run(`# Page\n\n${block}\n${block}`);
    expect(tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual([
      'mdxjsEsm',
      'heading',
      'Frame',
      'Frame',
    ]);
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm', value: "import Frame from './frame.js';" });
    expect((await run('# Page\n\nNo diagram.\n')).children.map((node) => node.type)).toEqual(['heading', 'paragraph']);
  });

  it('names the file and the line of a diagram Mermaid refuses', async () => {
    const refuse: RemarkMermaidSvgOptions['render'] = () =>
      Promise.reject(new Error('Parse error on line 2:\n...A -->\nExpecting NODE'));
    await expect(toHtml('# Page\n\n```mermaid\nflowchart LR\n  A -->\n```\n', refuse)).rejects.toThrow(
      /^docs\/user\/page\.md:5: the Mermaid diagram could not be drawn at build time\.\nParse error on line 2/,
    );
  });
});
