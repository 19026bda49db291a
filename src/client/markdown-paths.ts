/**
 * Where a page and its Markdown twin are served. Docusaurus gives a section's index doc a
 * permalink with a trailing slash (/docs/guides/) while the site serves it without one
 * (trailingSlash: false), so both are derived from the route without it: /docs/guides →
 * /docs/guides.md, /docs/admin/architecture → /docs/admin/architecture.md, and the base path
 * itself → /docs/index.md. Shared by the plugin that writes the files and the "Copy page" control
 * that fetches them, so the two never disagree.
 */
export function pageRoute(permalink: string, baseUrl: string): string {
  const route = permalink.replace(/\/+$/, '');
  return route === baseUrl.replace(/\/$/, '') ? baseUrl : route;
}

export function markdownPathFor(permalink: string, baseUrl: string): string {
  const route = pageRoute(permalink, baseUrl);
  return route === baseUrl ? `${baseUrl}index.md` : `${route}.md`;
}
