import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import admonitionSyntax from './index';

const build = (markdown: string) =>
  compile(new VFile({ path: 'docs/user/page.md', value: markdown }), {
    remarkPlugins: [remarkDirective, admonitionSyntax],
  });

describe('admonitionSyntax', () => {
  it('passes an admonition with its title in brackets', async () => {
    await expect(build(':::tip[Checkpoint]\n\nList the roles.\n\n:::\n')).resolves.toBeDefined();
  });

  it('fails at the file and line of an admonition written the old way', async () => {
    await expect(build('# Page\n\n:::tip Checkpoint\n\nList the roles.\n\n:::\n')).rejects.toThrow(
      'docs/user/page.md:3: ":::tip" is not read as an admonition: give its title in brackets, as ":::tip[Title]"',
    );
  });
});
