/**
 * How the production build answers a request path, exactly as the deployed site does:
 * base path `/docs/`, no trailing slash, `index.html` stripped, unmatched routes get the 404 page.
 * `docusaurus serve` gets two of these wrong (it redirects `/docs/x/index.html` outside the base path
 * and never compresses), so the project serves its build with this table instead.
 */
export type Resolution =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'too-long' }
  /** A target no URL can be made of (`http://a:99999/docs/`), answered 400 as nginx answers it. */
  | { readonly kind: 'bad-request' };

export interface RoutingOptions {
  readonly baseUrl: string;
  /** Whether a file exists at this path relative to the build directory (no leading slash). */
  readonly exists: (relativePath: string) => boolean;
  /** Files answered at a path of their own outside the base path (`/.well-known/security.txt`), by that path. */
  readonly rootFiles?: Readonly<Record<string, string>>;
  /** Longest path answered (characters, as requested); no route of the site comes near the default. */
  readonly maxPathLength?: number;
}

export const defaultMaxPathLength = 2048;

/** `text` without its trailing slashes, by a scan from the end: a regex such as /\/+$/ is quadratic in a run of slashes. */
function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return text.slice(0, end);
}

export function resolveRequest(
  rawUrl: string,
  { baseUrl, exists, rootFiles = {}, maxPathLength = defaultMaxPathLength }: RoutingOptions,
): Resolution {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://localhost');
  } catch {
    return { kind: 'bad-request' };
  }
  // Redirects are made from the path as requested, still percent-encoded (nginx reads its raw request
  // line): decoded, `%3F` would become a query and `%0d%0a` a header break. Files are looked up decoded.
  const requested = url.pathname;
  if (requested.length > maxPathLength) return { kind: 'too-long' };
  const rootFile = Object.hasOwn(rootFiles, requested) ? rootFiles[requested] : undefined;
  if (rootFile !== undefined) return exists(rootFile) ? { kind: 'file', file: rootFile } : { kind: 'not-found' };
  const base = baseUrl.replace(/\/$/, '');
  let pathname: string;
  try {
    pathname = decodeURIComponent(requested);
  } catch {
    return { kind: 'not-found' };
  }
  if (requested === '/' || requested === base) {
    return { kind: 'redirect', location: `${baseUrl}${url.search}` };
  }
  // Any segment starting with a dot (.., .env, .git) is not found, as nginx answers it.
  if (!pathname.startsWith(`${base}/`) || pathname.split('/').some((segment) => segment.startsWith('.'))) {
    return { kind: 'not-found' };
  }
  if (requested.startsWith(`${base}/`)) {
    const inner = requested.slice(base.length);
    if (inner.endsWith('/index.html')) {
      const target = trimTrailingSlashes(inner.slice(0, -'index.html'.length));
      return { kind: 'redirect', location: `${base}${target || '/'}${url.search}` };
    }
    if (inner !== '/' && inner.endsWith('/')) {
      return { kind: 'redirect', location: `${base}${trimTrailingSlashes(inner) || '/'}${url.search}` };
    }
  }
  const relative = pathname.slice(base.length + 1);
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  const file = candidates.find((candidate) => !candidate.endsWith('/') && exists(candidate));
  return file ? { kind: 'file', file } : { kind: 'not-found' };
}

/** Hashed bundles never change; HTML and unhashed files must be revalidated. */
export function cacheControlFor(file: string): string {
  return /\.[0-9a-f]{8,}\.(js|css)$|^assets\//.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}
