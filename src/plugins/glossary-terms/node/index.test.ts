import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { glossary, type GlossaryEntry } from '../../../data/glossary';
import glossaryTerms, { componentName } from './index';
import { formPattern } from './match';

const entries: GlossaryEntry[] = [
  { term: 'access review', aliases: ['certification'], definition: 'A periodic check.', href: '/x' },
  { term: 'batch', definition: 'A reconciliation run.', href: '/x' },
  { term: 'Claim', definition: 'Take a group task.', href: '/x' },
  { term: 'de-provisioning', definition: 'Removing access.', href: '/x' },
  { term: 'JWT', definition: 'A signed token.', href: '/x' },
  { term: 'provisioning', definition: 'Creating access.', href: '/x' },
  { term: 'proxy', definition: 'Someone acting for another.', href: '/x' },
  { term: 'role', definition: 'A bundle of entitlements.', href: '/x' },
  { term: 'role owner', definition: 'Who answers for a role.', href: '/x' },
  { term: 'role-based access control', definition: 'Access through roles.', href: '/x' },
];

interface Wrapped {
  text: string;
  id: string;
  term: string;
}

function wrappedTerms(
  markdown: string,
  file = '/site/docs/user/page.md',
  list: readonly GlossaryEntry[] = entries,
): Wrapped[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
  const tree = processor.parse(markdown);
  glossaryTerms({ entries: list, skipFiles: ['user/glossary.mdx'] })(tree, new VFile({ path: file }));
  const found: Wrapped[] = [];
  const walk = (node: Nodes | Root): void => {
    if (node.type === 'mdxJsxTextElement' && node.name === componentName) {
      const attribute = (name: string): string => {
        const value = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;
        return typeof value === 'string' ? value : '';
      };
      const child = node.children.at(0);
      found.push({ text: child?.type === 'text' ? child.value : '', id: attribute('id'), term: attribute('term') });
      return;
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return found;
}

const texts = (markdown: string): string[] => wrappedTerms(markdown).map((item) => item.text);

describe('glossary term matching', () => {
  it('wraps only the first mention of each term on a page', () => {
    expect(texts('A role groups access.\n\nAnother role, and the roles.')).toEqual(['role']);
  });

  it('matches lower-case terms in any case, and names only as written', () => {
    expect(texts('Access Review starts.')).toEqual(['Access Review']);
    expect(texts('You claim a task, send a jwt.')).toEqual([]);
    expect(texts('Select Claim, then send the JWT.')).toEqual(['Claim', 'JWT']);
  });

  it('matches plurals of lower-case terms, not of names', () => {
    expect(texts('Two access reviews.')).toEqual(['access reviews']);
    expect(texts('Proxies and batches.')).toEqual(['Proxies', 'batches']);
    expect(texts('Two JWTs.')).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(texts('The rolex and the payroles.')).toEqual([]);
    expect(texts('The role_name field.')).toEqual([]);
    expect(texts('Use de-provisioning.')).toEqual(['de-provisioning']);
    expect(texts('The user\u2019s role.')).toEqual(['role']);
  });

  it('prefers the longest term that starts at the same place', () => {
    expect(wrappedTerms('Ask the role owner.').map((item) => item.term)).toEqual(['role owner']);
    expect(texts('Role-based access control uses a role.')).toEqual(['Role-based access control', 'role']);
  });

  it('leaves a shorter term alone inside a longer one already wrapped', () => {
    expect(texts('The role owner approves. Another role owner reviews.')).toEqual(['role owner']);
  });

  it('gives a form shared by two entries to the first one not yet wrapped', () => {
    const shared: GlossaryEntry[] = [
      { term: 'application', aliases: ['target system'], definition: 'A system.', href: '/x' },
      { term: 'target system', definition: 'The system an application connects.', href: '/x' },
    ];
    const wrapped = wrappedTerms('An application is a target system.', '/site/docs/a.md', shared);
    expect(wrapped.map((item) => [item.text, item.term])).toEqual([
      ['application', 'application'],
      ['target system', 'target system'],
    ]);
  });

  it('matches an alias once for its term and carries the term and its anchor', () => {
    expect(wrappedTerms('A certification is an access review.')).toEqual([
      { text: 'certification', id: 'access-review', term: 'access review' },
    ]);
  });

  it('matches across a line break and inside emphasis, in reading order', () => {
    expect(texts('Start an access\nreview.')).toEqual(['access\nreview']);
    expect(texts('*Only* the **role owner** and a *proxy*.')).toEqual(['role owner', 'proxy']);
    expect(texts('| Field | Meaning |\n| --- | --- |\n| `x` | The batch |')).toEqual(['batch']);
  });

  it('skips headings, links, code, summaries and admonition titles', () => {
    const markdown = [
      '## The role',
      '[A batch page](./batch.md) and `proxy` and https://jwt.example/',
      '```text\nClaim\n```',
      '<details>\n<summary>access review</summary>\n\nNone here.\n\n</details>',
      '<mdxAdmonitionTitle>provisioning</mdxAdmonitionTitle>',
      'The role.',
    ].join('\n\n');
    expect(texts(markdown)).toEqual(['role']);
  });

  it('leaves the glossary page alone', () => {
    expect(wrappedTerms('A role.', '/site/docs/user/glossary.mdx')).toEqual([]);
    expect(wrappedTerms('A role.', '/site/versioned_docs/version-3.1/user/glossary.mdx')).toEqual([]);
  });

  it('compiles every term and alias of the real glossary into a pattern that finds it', () => {
    for (const entry of glossary) {
      for (const form of [entry.term, ...(entry.aliases ?? [])]) {
        expect(formPattern(form).test(`The ${form}.`), form).toBe(true);
      }
    }
    expect(
      wrappedTerms('A performer completes the FulfillmentTask.', '/site/docs/a.md', glossary).map((item) => item.id),
    ).toEqual(['performer', 'fulfillmenttask']);
  });

  it('never marks a familiar word of the real glossary', () => {
    expect(wrappedTerms('An approver acts on a task for a user.', '/site/docs/a.md', glossary)).toEqual([]);
  });

  it('leaves column names alone: a table header cell is never wrapped, its body cells are', () => {
    const markdown = ['| Role | Owner |', '| --- | --- |', '| role owner | jane.doe |'].join('\n');
    expect(texts(markdown)).toEqual(['role owner']);
  });

  it('leaves a form alone inside a phrase where it means something else', () => {
    const markdown = 'A new certification authority (CA) signs it. Certification runs quarterly.';
    expect(wrappedTerms(markdown, '/site/docs/a.md', glossary).map(({ text, id }) => [text, id])).toEqual([
      ['Certification', 'access-review'],
    ]);
  });
});
