import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { BuiltSite } from '../../lib/page-weight';
import { buildDir, sitemapPaths } from './built-site';

/**
 * The page-speed budget of issue 9: a doc page, diagrams included, needs at most 250 KiB of script
 * (gzip) before any interaction. The API reference has its own budget (npm run bench:api).
 */
const budgetKiB = 250;
const apiReference = `${site.baseUrl}developer`;

const built = new BuiltSite(buildDir);
const docPages = sitemapPaths().filter(
  (pathname) => pathname !== apiReference && !pathname.startsWith(`${apiReference}/`),
);

describe(`script of every page outside the API reference is within ${budgetKiB} KiB gzipped`, () => {
  it('covers the doc pages of both versions, with their diagrams', () => {
    expect(docPages.length).toBeGreaterThan(100);
    expect(docPages).toContain(`${site.baseUrl}admin/architecture`);
  });

  it.each(docPages)('%s', (pathname) => {
    const kib = built.initialScripts(pathname).gzipBytes / 1024;
    expect(kib, `${pathname} loads ${kib.toFixed(1)} KiB of script`).toBeLessThanOrEqual(budgetKiB);
  });
});
