import { describe, expect, it } from 'vitest';
import { fileForPath, htmlFiles, loadHtml, pathForFile } from './built-site';
import { site } from '../../config/site';

// The build only warns on broken links (spec section 9); this suite is where they fail.
const pages = htmlFiles().filter((file) => file !== '404.html');

function internalTargets(file: string): { href: string; pathname: string; hash: string }[] {
  const $ = loadHtml(file);
  const pageUrl = new URL(pathForFile(file), 'http://site.local');
  return $('a[href]')
    .map((_, element) => $(element).attr('href') ?? '')
    .get()
    .filter((href) => href !== '' && !/^(https?:|mailto:|tel:|data:|javascript:)/i.test(href))
    .map((href) => {
      const target = new URL(href, pageUrl);
      return { href, pathname: target.pathname, hash: decodeURIComponent(target.hash.slice(1)) };
    });
}

describe('internal links and anchors in the built site', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)('%s links only to pages and anchors that exist', (file) => {
    const broken = internalTargets(file).flatMap(({ href, pathname, hash }) => {
      if (!pathname.startsWith(site.baseUrl) && pathname !== site.baseUrl.replace(/\/$/, '')) {
        return [`${href} (outside ${site.baseUrl})`];
      }
      const target = fileForPath(pathname);
      if (!target) return [`${href} (no such page)`];
      if (hash === '') return [];
      const $ = loadHtml(target);
      return $(`[id="${hash.replace(/"/g, '\\"')}"]`).length > 0 ? [] : [`${href} (no anchor #${hash})`];
    });
    expect(broken).toEqual([]);
  });
});
