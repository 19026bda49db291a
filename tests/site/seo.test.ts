import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, fileForPath, loadHtml, sitemapPaths } from './built-site';
import { site } from '../../config/site';

const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = sitemapPaths();

describe('sitemap and robots', () => {
  it('lists pages weekly with priority 0.5 and no tag pages', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(sitemap.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(paths.length);
    expect(sitemap.match(/<priority>0\.5<\/priority>/g)?.length).toBe(paths.length);
    expect(paths.filter((pathname) => pathname.includes('/tags'))).toEqual([]);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.url}${site.baseUrl}sitemap.xml`);
  });
});

describe.each(paths)('%s', (pathname) => {
  const file = fileForPath(pathname);

  it('exists, is indexable, and has a description and a canonical URL', () => {
    expect(file, `${pathname} is in the sitemap but not in the build`).toBeDefined();
    const $ = loadHtml(file ?? '');
    expect($('meta[name="robots"]').attr('content') ?? '').not.toMatch(/noindex/);
    expect(($('meta[name="description"]').attr('content') ?? '').trim().length).toBeGreaterThan(20);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${site.url}${pathname}`);
  });
});
