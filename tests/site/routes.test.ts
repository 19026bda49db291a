import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  connectorSections,
  countWords,
  loadRouteContract,
  placeholderPattern,
  wordFloor,
} from '../../lib/route-contract';
import { fileForPath, loadHtml } from './built-site';

const contract = loadRouteContract(path.resolve('src', 'data', 'route-contract.md'));
const taskSections = ['before-you-begin', 'steps', 'result', 'related'];
const sectionRoots = ['/docs/admin', '/docs/user', '/docs/connectors', '/docs/guides'];

function articleText(file: string): string {
  const $ = loadHtml(file);
  const article = $('article .theme-doc-markdown').first().clone();
  article.find('pre, svg, .mermaid, script, style').remove();
  return article.text();
}

describe.each(contract)('$path ($topic, route-contract.md:$line)', (route) => {
  const file = fileForPath(route.path);

  it('is served by the build', () => {
    expect(file, `${route.path} is missing from the build`).toBeDefined();
  });

  it.runIf(route.section !== 'site' && file)('has a description, enough words and no placeholder', () => {
    const $ = loadHtml(file ?? '');
    expect(($('meta[name="description"]').attr('content') ?? '').trim()).not.toBe('');
    const text = articleText(file ?? '');
    expect(countWords(text)).toBeGreaterThanOrEqual(wordFloor(route));
    expect(text).not.toMatch(placeholderPattern);
  });

  it.runIf(route.section !== 'site' && file)('is a complete task page if it has steps (writing guide)', () => {
    const $ = loadHtml(file ?? '');
    const sections = $('article .theme-doc-markdown h2')
      .map((_, heading) => $(heading).attr('id'))
      .get();
    if (!sections.includes('steps')) return;
    expect(sections.filter((id) => taskSections.includes(id))).toEqual([...taskSections]);
  });

  it.runIf(route.section === 'connectors' && wordFloor(route) === 1200 && file)(
    'has the nine connector sections in order',
    () => {
      const $ = loadHtml(file ?? '');
      const ids = $('article .theme-doc-markdown h2')
        .map((_, heading) => $(heading).attr('id'))
        .get();
      expect(ids).toEqual([...connectorSections]);
    },
  );
});

describe.each(sectionRoots)('section landing %s', (root) => {
  it('links to every page of its section', () => {
    const file = fileForPath(root);
    expect(file).toBeDefined();
    const $ = loadHtml(file ?? '');
    const linked = new Set(
      $('article .theme-doc-markdown a[href]')
        .map((_, link) => new URL($(link).attr('href') ?? '', `http://site.local${root}`).pathname)
        .get(),
    );
    const children = contract.filter((route) => route.path.startsWith(`${root}/`)).map((route) => route.path);
    expect(children.filter((child) => !linked.has(child))).toEqual([]);
  });
});
