/**
 * `llms.txt` (https://llmstxt.org): the site's name, a one-paragraph summary, then one section per
 * guide listing each page's Markdown URL and description. `llms-full.txt` is every listed page's
 * Markdown in the same order, for assistants that take the whole documentation at once.
 */
export interface LlmsPage {
  readonly title: string;
  readonly description: string;
  /** The absolute URL of the page's Markdown. */
  readonly markdownUrl: string;
  readonly markdown: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
}

export interface LlmsLink {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

export interface LlmsIndex {
  readonly title: string;
  readonly summary: string;
  readonly details: string;
  readonly sections: readonly LlmsSection[];
  /** Secondary material, under the "Optional" heading that the format reserves for it. */
  readonly optional: readonly LlmsLink[];
}

const linkLine = ({ title, url, description }: LlmsLink): string =>
  `- [${title.replaceAll(/[[\]]/g, '')}](${url})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

export function llmsTxt({ title, summary, details, sections, optional }: LlmsIndex): string {
  const blocks = [`# ${title}`, `> ${summary}`, details];
  for (const section of sections.filter(({ pages }) => pages.length > 0)) {
    blocks.push(
      `## ${section.title}`,
      section.pages.map((page) => linkLine({ ...page, url: page.markdownUrl })).join('\n'),
    );
  }
  if (optional.length > 0) blocks.push('## Optional', optional.map(linkLine).join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

export function llmsFullTxt({ title, summary, sections }: LlmsIndex): string {
  const pages = sections.flatMap((section) => section.pages).map((page) => page.markdown.trim());
  return `${[`# ${title}`, `> ${summary}`, ...pages].join('\n\n')}\n`;
}
