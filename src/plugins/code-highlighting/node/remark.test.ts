import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkCodeTokens from './remark';
import { decodeLines } from '../../../client/token-lines';

/** The `data-tokens` of each code element of a compiled page, decoded. */
async function tokensOf(markdown: string) {
  const file = new VFile({ path: 'docs/user/page.md', value: markdown });
  const { default: Content } = await evaluate(file, {
    ...runtime,
    remarkPlugins: [() => remarkCodeTokens({ additionalLanguages: ['bash'] })],
  });
  const html = renderToStaticMarkup(createElement(Content));
  return [...html.matchAll(/data-tokens="([^"]*)"/g)].map((match) =>
    decodeLines(match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<')),
  );
}

describe('remarkCodeTokens', () => {
  it('gives each code block its Prism tokens, line by line, with the additional languages loaded', async () => {
    const [bash] = await tokensOf('```bash\ncurl -X POST "$TESSERA_URL/api/core/cart/submit"\n\necho submitted\n```\n');
    expect(bash).toEqual([
      [
        { types: ['function'], content: 'curl' },
        { types: ['plain'], content: ' ' },
        { types: ['parameter', 'variable'], content: '-X' },
        { types: ['plain'], content: ' POST ' },
        { types: ['string'], content: '"' },
        { types: ['string', 'variable'], content: '$TESSERA_URL' },
        { types: ['string'], content: '/api/core/cart/submit"' },
      ],
      [],
      [
        { types: ['builtin', 'class-name'], content: 'echo' },
        { types: ['plain'], content: ' submitted' },
      ],
    ]);
  });

  it('reads the language case-insensitively and treats a block without one as text', async () => {
    const [json, text] = await tokensOf('```JSON\n{"status": "approved"}\n```\n\n```\n{"status": "approved"}\n```\n');
    expect(json[0].map((token) => token.types[0])).toEqual([
      'punctuation',
      'property',
      'operator',
      'plain',
      'string',
      'punctuation',
    ]);
    expect(text).toEqual([[{ types: ['plain'], content: '{"status": "approved"}' }]]);
  });

  it('names the file and the line of a block in a language it cannot highlight', async () => {
    await expect(tokensOf('# Page\n\nText.\n\n```klingon\nQapla\n```\n')).rejects.toThrow(
      /^docs\/user\/page\.md:5: code block language "klingon" has no Prism grammar\. Use one of .*\bbash\b.*, or add its Prism component to additionalLanguages in config\/code-highlighting\.ts\.$/,
    );
  });
  it('keeps the fragment marker of the guide samples out of the page, and names a malformed one', async () => {
    const file = new VFile({
      path: 'docs/user/page.md',
      value: '```bash fragment="calls Okta" title="okta.sh"\ncurl https://northwind.okta.com\n```\n',
    });
    const { default: Content } = await evaluate(file, {
      ...runtime,
      remarkPlugins: [
        () => remarkCodeTokens({ additionalLanguages: ['bash'] }),
        // As Docusaurus' codeCompat plugin, which runs last, hands the meta to the theme as `metastring`.
        () => (tree: Root) => {
          visit(tree, 'code', (node) => {
            node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: node.meta } };
          });
        },
      ],
    });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('metastring="title=&quot;okta.sh&quot;"');
    expect(html).not.toContain('calls Okta');
    await expect(tokensOf('# Page\n\n```bash fragment=""\ncurl https://northwind.okta.com\n```\n')).rejects.toThrow(
      /^docs\/user\/page\.md:3: write the fragment marker as fragment="/,
    );
  });
});
