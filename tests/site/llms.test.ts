/** The Markdown twins of the pages, llms.txt and llms-full.txt in the build (src/plugins/llms-txt). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { markdownPathFor } from '../../src/client/markdown-paths';
import { buildDir, fileForPath, htmlFiles, loadHtml, pathForFile } from './built-site';

const read = (file: string): string => readFileSync(path.join(buildDir, file), 'utf8');

/** Every doc page (guides of every version and the API reference), as its build file and route. */
const docPages = htmlFiles()
  .filter((file) => /\bdocs-doc-page\b/.test(loadHtml(file)('html').attr('class') ?? ''))
  .map((file) => ({ file, route: pathForFile(file) }));

const markdownFileFor = (route: string): string => markdownPathFor(route, site.baseUrl).slice(site.baseUrl.length);

/** Link targets in a Markdown text, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const links = /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)|^\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)|<(https?:[^>\s]+)>/gm;
  return [...prose.matchAll(links)].map((match) => match.slice(1).find(Boolean) ?? '');
}

/** The links of a text to pages of this site, as URLs. */
const siteLinks = (markdown: string): URL[] =>
  linkTargets(markdown)
    .filter((href) => href.startsWith(`${site.url}/`))
    .map((href) => new URL(href));

describe('Markdown version of every doc page', () => {
  it('has doc pages to check, in the latest and the older versions and the API reference', () => {
    expect(docPages.length).toBeGreaterThan(100);
    expect(docPages.some(({ route }) => route.startsWith('/docs/developer/'))).toBe(true);
  });

  it.each(docPages)('$route has a .md twin that starts with its title and source', ({ file, route }) => {
    const markdownFile = markdownFileFor(route);
    expect(existsSync(path.join(buildDir, markdownFile)), markdownFile).toBe(true);
    const markdown = read(markdownFile);
    const title = loadHtml(file)('title').text().split(' | ')[0]?.trim() ?? '';
    expect(markdown.split('\n', 1)[0]).toBe(`# ${title}`);
    expect(markdown).toContain(`Source: <${site.url}${route}>`);
    // Code, fenced or inline, may hold anything (`<Directory (tenant) ID>` is a placeholder, not a component).
    const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose, 'front matter, imports or MDX components left in').not.toMatch(
      /^(---\n\w+:|import |export )|<[A-Z]\w*[\s/>]/m,
    );
  });

  it.each(docPages)('$route links in its .md only to pages and anchors that exist, by absolute URLs', ({ route }) => {
    const markdown = read(markdownFileFor(route));
    const relative = linkTargets(markdown).filter((href) => !/^[a-z][a-z\d+.-]*:/i.test(href));
    expect(relative, 'links that only work on the site').toEqual([]);
    const broken = siteLinks(markdown).flatMap((url) => {
      const target = fileForPath(url.pathname);
      if (!target) return [`${url.href} (no such page)`];
      const id = decodeURIComponent(url.hash.slice(1));
      if (id === '' || !target.endsWith('.html')) return [];
      return loadHtml(target)(`[id="${id.replace(/"/g, '\\"')}"]`).length > 0 ? [] : [`${url.href} (no anchor)`];
    });
    expect(broken).toEqual([]);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = read('llms.txt');
  const listed = siteLinks(llms).map((url) => url.pathname);
  const olderVersions = readdirSync(buildDir).filter((name) => existsSync(path.join(buildDir, name, 'llms.txt')));

  it('follow the llms.txt format: a title, a summary, then sections of links with descriptions', () => {
    expect(llms).toMatch(/^# .+\n\n> .+\n\n/);
    expect(llms).toMatch(/^## Admin Guide$/m);
    for (const line of llms.split('\n').filter((text) => text.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/\S+\)(: .+)?$/);
    }
  });

  it('list every page of the latest version once, by its Markdown URL, and older versions under Optional', () => {
    const latest = docPages
      .map(({ route }) => route)
      .filter((route) => !olderVersions.some((version) => route.startsWith(`${site.baseUrl}${version}/`)));
    const listedPages = listed.filter((pathname) => pathname.endsWith('.md'));
    expect(new Set(listedPages).size).toBe(listedPages.length);
    expect(listedPages.sort()).toEqual(latest.map((route) => markdownPathFor(route, site.baseUrl)).sort());
    for (const version of olderVersions) {
      expect(llms).toMatch(
        new RegExp(`^## Optional\\n\\n(- .+\\n)*- \\[.+\\]\\(${site.url}${site.baseUrl}${version}/llms\\.txt\\)`, 'm'),
      );
      expect(read(`${version}/llms.txt`)).toContain(`(${site.url}${site.baseUrl}${version}/`);
    }
  });

  it('llms-full.txt holds the Markdown of every listed page', () => {
    const full = read('llms-full.txt');
    for (const pathname of listed.filter((item) => item.endsWith('.md'))) {
      const page = read(pathname.slice(site.baseUrl.length));
      expect(full.includes(page.trim()), pathname).toBe(true);
    }
  });
});
