/** The site facts the stand-ins share: served under /docs/ without trailing slashes, embedded search. */
export const siteConfig = {
  baseUrl: '/docs/',
  trailingSlash: false,
  customFields: { search: { embedded: true, typesense: null } },
};

/** Docusaurus' addBaseUrl, for site paths: an absolute path gets the base URL unless it has it. */
export function withBaseUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (url === siteConfig.baseUrl.replace(/\/$/, '')) return siteConfig.baseUrl;
  return url.startsWith(siteConfig.baseUrl) ? url : `${siteConfig.baseUrl}${url.slice(1)}`;
}
