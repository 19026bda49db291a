import { describe, expect, it } from 'vitest';
import { componentRenderers } from './components';
import { resolveLink, siteUrl, type SiteLinks } from './links';
import { mdxToMarkdown, withHeader, type SourceContext } from './markdown';
import { markdownPathFor, pageRoute } from '../../../client/markdown-paths';

const site: SiteLinks = {
  origin: 'https://tessera.example',
  baseUrl: '/docs/',
  routes: new Map([
    ['/site/docs/user/access-review/add.md', '/docs/user/access-review/add'],
    ['/site/docs/user/index.md', '/docs/user'],
  ]),
};
const page = { sourceFile: '/site/docs/user/access-review/run.md', route: '/docs/user/access-review/run' };

const context: SourceContext = {
  file: 'docs/user/access-review/run.md',
  resolveLink: (url) => resolveLink(site, page, url),
  renderComponent: (name, props) =>
    componentRenderers[name]?.(props, { siteUrl: (sitePath) => siteUrl(site, sitePath) }),
};

const convert = (source: string): string => mdxToMarkdown(source, context);

describe('mdxToMarkdown', () => {
  it('drops front matter, imports and comments and keeps the Markdown as written, hard breaks too', () => {
    const source = [
      '---',
      'title: Run an access review',
      'description: How.',
      '---',
      '',
      "import Thing from '@site/src/components/Thing';",
      '',
      '{/* A note to editors. */}',
      '',
      'Start the *review*  ',
      'now.',
      '',
      '| A | B |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      ':::note',
      '',
      'Keep it short.',
      '',
      ':::',
    ].join('\n');
    expect(convert(source)).toBe(
      'Start the *review*  \nnow.\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n:::note\n\nKeep it short.\n\n:::\n',
    );
  });

  it('keeps code blocks, Mermaid included, byte for byte', () => {
    const source = "```mermaid\nflowchart LR\n  A --> B\n```\n\n```js\nimport crypto from 'node:crypto';\n```\n";
    expect(convert(source)).toBe(source);
  });

  it('renders components from their data and keeps lower-case HTML', () => {
    const output = convert('<ConnectorCapabilities id="ad" />\n\nPress <kbd>Ctrl</kbd>.\n');
    expect(output).toContain('**Active Directory connector at a glance.**');
    expect(output).toContain('- Protocol: LDAP v3');
    expect(output).toContain('[Compare all connectors](https://tessera.example/docs/connectors)');
    expect(output).toContain('Press <kbd>Ctrl</kbd>.');
    expect(convert('<ConnectorMatrix />\n')).toMatch(
      /^\| \[Active Directory\]\(https:\/\/tessera\.example\/docs\/connectors\/ad\) \| Yes \|/m,
    );
    expect(convert('<GlossaryList />\n')).toMatch(
      /^- \*\*access review\*\* \(also: certification, .*\[Read more\]\(https:\/\/tessera\.example\/docs\/user\/access-review\/introduction\)$/m,
    );
  });

  it('fails with the file and line on a component or expression it cannot render', () => {
    expect(() => convert('Text.\n\n<Tabs>\n\nA\n\n</Tabs>\n')).toThrow(
      'docs/user/access-review/run.md:3: <Tabs> has no Markdown rendering; add one to src/plugins/llms-txt/node/components.ts',
    );
    expect(() => convert('One.\n\n<ConnectorCapabilities id="nope" />\n')).toThrow(
      /^docs\/user\/access-review\/run\.md:3: <ConnectorCapabilities>: Unknown connector id "nope"/,
    );
    expect(() => convert('<ConnectorCapabilities id={name} />\n')).toThrow(
      'run.md:1: <ConnectorCapabilities> has a computed prop',
    );
    expect(() => convert('Total: {1 + 1}\n')).toThrow('run.md:1: the expression {1 + 1} has no Markdown form');
    expect(() => convert('Broken <b>tag\n')).toThrow(/^docs\/user\/access-review\/run\.md:1:\d+: /);
  });

  it('makes every link target an absolute URL of the page it opens', () => {
    const output = convert(
      [
        'See [Add](../access-review/add.md#steps), [guide](../index.md), [API](/developer/submit-cart),',
        '[here](#result), [sibling](./track) and [site](https://example.com/x).',
        '',
        'And [a reference][ref] to [the base](/docs/user).',
        '',
        '[ref]: ./add.md "Add a review"',
      ].join('\n'),
    );
    expect(output).toBe(
      [
        'See [Add](https://tessera.example/docs/user/access-review/add#steps), [guide](https://tessera.example/docs/user), [API](https://tessera.example/docs/developer/submit-cart),',
        '[here](https://tessera.example/docs/user/access-review/run#result), [sibling](https://tessera.example/docs/user/access-review/track) and [site](https://example.com/x).',
        '',
        'And [a reference][ref] to [the base](https://tessera.example/docs/user).',
        '',
        '[ref]: https://tessera.example/docs/user/access-review/add "Add a review"',
        '',
      ].join('\n'),
    );
  });

  it('rewrites the target of a link whose text holds brackets or code', () => {
    expect(convert('Use [`cart[0]`](../access-review/add.md).\n')).toBe(
      'Use [`cart[0]`](https://tessera.example/docs/user/access-review/add).\n',
    );
  });
});

describe('withHeader', () => {
  const header = { title: 'Run', description: 'Runs a review.', url: 'https://tessera.example/docs/run' };

  it('starts with the title, the description and the source URL', () => {
    expect(withHeader(header, 'Body.\n')).toBe(
      '# Run\n\n> Runs a review.\n\nSource: <https://tessera.example/docs/run>\n\nBody.\n',
    );
  });

  it('keeps a title of the body and leaves out a description the first paragraph repeats', () => {
    expect(withHeader(header, '# Own title\n\nRuns a review. Then more.\n')).toBe(
      '# Own title\n\nSource: <https://tessera.example/docs/run>\n\nRuns a review. Then more.\n',
    );
  });
});

describe('paths', () => {
  it('serves each page without a trailing slash and its Markdown at that route plus .md', () => {
    expect(pageRoute('/docs/guides/', '/docs/')).toBe('/docs/guides');
    expect(markdownPathFor('/docs/guides/', '/docs/')).toBe('/docs/guides.md');
    expect(markdownPathFor('/docs/admin/architecture', '/docs/')).toBe('/docs/admin/architecture.md');
    expect(markdownPathFor('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownPathFor('/docs', '/docs/')).toBe('/docs/index.md');
  });
});
