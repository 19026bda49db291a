import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { additionalLanguages } from '../../config/code-highlighting';
import { loadLanguages, tokenize } from '../../src/plugins/code-highlighting/node/remark';
import { encodeLines, plainLines } from '../../src/client/token-lines';
import { htmlFiles, loadHtml } from './built-site';

/**
 * Every code block shows Prism's tokens for its code: highlighted at build time in the guides
 * (src/plugins/code-highlighting), by the API reference's renderer on its pages. A block whose
 * tokens were lost or made for other code would show plain or wrong. On an API page, code that
 * the page makes in a language other than JSON is tokenized by Prism once the page has hydrated
 * (src/theme/CodeBlock/Content), so its HTML may hold the code's plain lines instead.
 */
loadLanguages(additionalLanguages);

const files = htmlFiles().filter((file) => loadHtml(file)('pre.prism-code').length > 0);

/** The lines of a rendered block and, for each, its tokens with the types their classes name. */
function renderedLines($: CheerioAPI, pre: Cheerio<Element>): Token[][] {
  return pre
    .find('.token-line')
    .map((_, line) => [
      $(line)
        .find('span.token')
        .map((__, span) => ({
          types: ($(span).attr('class') ?? '').split(' ').filter((name) => name !== 'token'),
          content: $(span).text(),
        }))
        .get(),
    ])
    .get();
}

it('finds pages with code blocks', () => {
  expect(files.length).toBeGreaterThan(50);
});

describe.each(files)('%s', (file) => {
  it('shows Prism’s tokens for each of its code blocks', () => {
    const $ = loadHtml(file);
    const apiPage = $('.plugin-id-api').length > 0;
    $('pre.prism-code').each((_, element) => {
      const pre = $(element);
      const language = /\blanguage-(\S+)/.exec(pre.attr('class') ?? '')?.[1] ?? 'text';
      const lines = renderedLines($, pre);
      const code = lines.map((line) => line.map((token) => token.content).join('')).join('\n');
      const rendered = encodeLines(lines);
      const plainUntilHydrated = apiPage && language !== 'json' && rendered === encodeLines(plainLines(code));
      expect(rendered, `${language} block "${code.slice(0, 60)}"`).toBe(
        plainUntilHydrated ? rendered : tokenize(code, language),
      );
    });
  });
});
