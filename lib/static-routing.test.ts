import { describe, expect, it } from 'vitest';
import { cacheControlFor, defaultMaxPathLength, resolveRequest } from './static-routing';

const files = new Set([
  'index.html',
  'admin.html',
  'admin/apps/manage-apps.html',
  'assets/js/main.1a2b3c4d.js',
  '404.html',
  'sitemap.xml',
]);
const options = { baseUrl: '/docs/', exists: (path: string) => files.has(path) };

describe('resolveRequest', () => {
  it('serves the landing page at the base path', () => {
    expect(resolveRequest('/docs/', options)).toEqual({ kind: 'file', file: 'index.html' });
  });

  it('sends the bare host and the base path without slash to /docs/', () => {
    expect(resolveRequest('/', options)).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(resolveRequest('/docs?q=role', options)).toEqual({ kind: 'redirect', location: '/docs/?q=role' });
  });

  it('serves a route from its .html file', () => {
    expect(resolveRequest('/docs/admin', options)).toEqual({ kind: 'file', file: 'admin.html' });
    expect(resolveRequest('/docs/admin/apps/manage-apps', options)).toEqual({
      kind: 'file',
      file: 'admin/apps/manage-apps.html',
    });
  });

  it('strips a trailing slash and keeps the query', () => {
    expect(resolveRequest('/docs/admin/?x=1', options)).toEqual({ kind: 'redirect', location: '/docs/admin?x=1' });
  });

  it('strips index.html without leaving the base path', () => {
    expect(resolveRequest('/docs/admin/index.html', options)).toEqual({ kind: 'redirect', location: '/docs/admin' });
    expect(resolveRequest('/docs/index.html', options)).toEqual({ kind: 'redirect', location: '/docs/' });
  });

  it('answers unmatched, outside and traversal paths with not-found', () => {
    expect(resolveRequest('/docs/no-such-page', options)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/elsewhere', options)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/docs/%2e%2e/etc/passwd', options)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/docs/%E0%A4%A', options)).toEqual({ kind: 'not-found' });
  });

  it('keeps reserved characters encoded in a redirect, as nginx does', () => {
    expect(resolveRequest('/docs/admin/architecture%3F/', options)).toEqual({
      kind: 'redirect',
      location: '/docs/admin/architecture%3F',
    });
    expect(resolveRequest('/docs/a%23b%2Fc/index.html?x=1', options)).toEqual({
      kind: 'redirect',
      location: '/docs/a%23b%2Fc?x=1',
    });
  });

  it('answers an absolute-form target that is no URL as a bad request', () => {
    expect(resolveRequest('http://a:99999/docs/', options)).toEqual({ kind: 'bad-request' });
    expect(resolveRequest('http://a/docs/admin', options)).toEqual({ kind: 'file', file: 'admin.html' });
  });

  it('answers a root file at its own path only', () => {
    const withRootFile = {
      baseUrl: '/docs/',
      exists: (file: string) => file === '.well-known/security.txt',
      rootFiles: { '/.well-known/security.txt': '.well-known/security.txt' },
    };
    expect(resolveRequest('/.well-known/security.txt', withRootFile)).toEqual({
      kind: 'file',
      file: '.well-known/security.txt',
    });
    expect(resolveRequest('/docs/.well-known/security.txt', withRootFile)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/.well-known/other.txt', withRootFile)).toEqual({ kind: 'not-found' });
  });

  it('answers dotfiles with not-found, as nginx does', () => {
    expect(resolveRequest('/docs/.env', options)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/docs/assets/.git/config', options)).toEqual({ kind: 'not-found' });
  });

  it('answers a path longer than the cap as too long, without looking at it further', () => {
    const long = `/docs/${'a/'.repeat(defaultMaxPathLength)}`;
    expect(resolveRequest(long, options)).toEqual({ kind: 'too-long' });
  });

  // The trailing-slash rule once used /\/+$/, which backtracks over a run of slashes for every start
  // position: 15,000 slashes cost 0.32 s of CPU a request. A scan is linear; with the cap lifted, a
  // path a hundred times longer resolves well within a budget the quadratic rule misses by far.
  it('strips a long run of slashes in linear time', () => {
    const slashes = '/'.repeat(150_000);
    const uncapped = { ...options, maxPathLength: Infinity };
    const started = performance.now();
    expect(resolveRequest(`/docs/${slashes}a/`, uncapped)).toEqual({ kind: 'redirect', location: `/docs/${slashes}a` });
    expect(resolveRequest(`/docs/admin${slashes}`, uncapped)).toEqual({ kind: 'redirect', location: '/docs/admin' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('serves static assets as they are', () => {
    expect(resolveRequest('/docs/sitemap.xml', options)).toEqual({ kind: 'file', file: 'sitemap.xml' });
  });

  it("serves a page's Markdown twin at its route plus .md, beside the page's .html", () => {
    const withMarkdown = {
      ...options,
      exists: (path: string) => files.has(path) || ['admin.md', 'admin/apps/manage-apps.md', 'llms.txt'].includes(path),
    };
    expect(resolveRequest('/docs/admin.md', withMarkdown)).toEqual({ kind: 'file', file: 'admin.md' });
    expect(resolveRequest('/docs/admin/apps/manage-apps.md', withMarkdown)).toEqual({
      kind: 'file',
      file: 'admin/apps/manage-apps.md',
    });
    expect(resolveRequest('/docs/llms.txt', withMarkdown)).toEqual({ kind: 'file', file: 'llms.txt' });
    expect(resolveRequest('/docs/admin/apps.md', withMarkdown)).toEqual({ kind: 'not-found' });
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('assets/js/main.1a2b3c4d.js')).toContain('immutable');
    expect(cacheControlFor('admin.html')).toContain('must-revalidate');
  });
});
