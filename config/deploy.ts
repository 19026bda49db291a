/**
 * The production deployment: nginx serving the build with the headers in `deploy/nginx.conf`.
 * The Content-Security-Policy below is completed from the build by `npm run deploy:csp` (hashes of
 * Docusaurus' inline scripts, the search host, the API servers) into an include nginx loads.
 */
import { pageFeedback } from './page-feedback';

const env = process.env;
// Further origins pages may call (space-separated), e.g. an API gateway the explorer should reach.
const extraConnectSources = env.CSP_CONNECT_SRC ?? '';
// Where browsers send CSP violation reports (an https: URL of a collector); none when unset.
const cspReportUri = env.CSP_REPORT_URI ?? '';

/** A CSP directive and its sources, before the build adds to `script-src` and `connect-src`. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export const deploy = {
  /** The file nginx.conf includes, relative to `deploy/`; generated, never committed. */
  cspInclude: 'generated/csp.conf',
  policy: {
    'default-src': ["'self'"],
    // Inline scripts are allowed one by one, by the hash of each that the build contains.
    'script-src': ["'self'"],
    // Code highlighting and the API explorer colour text with style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The theme's CSS draws its carets and icons as data: SVG images.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  } satisfies CspDirectives,
  // The page-feedback collector, when one is set, is called by every doc page.
  extraConnectSources: [
    ...extraConnectSources.split(/\s+/).filter(Boolean),
    ...(pageFeedback.endpoint ? [new URL(pageFeedback.endpoint).origin] : []),
  ],
  cspReportUri,
  /**
   * The other headers of every response, errors included, as deploy/nginx.conf sends them and
   * `npm run serve` too (scripts/deploy/headers.test.ts holds the two equal). HSTS only means
   * something over HTTPS: `npm run serve` sends it on requests that came over HTTPS.
   */
  securityHeaders: {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
  /**
   * How long a client may take, in both servers (nginx.conf's client_header_timeout, client_body_timeout,
   * send_timeout and keepalive_timeout; lib/serve-build.ts). A browser sends its whole header in one
   * packet and reads as fast as the network allows; a client trickling its header is cut within these.
   */
  timeouts: {
    /** The whole request header, from the connection or the end of the previous request. */
    headerSeconds: 10,
    /** A stall while a body is read or the answer is sent, and an idle kept-alive connection. */
    idleSeconds: 30,
  },
  /** The nginx the deployment test starts: Debian's, whose layout the configuration assumes. */
  nginxPath: '/usr/sbin/nginx',
  /** Where `deploy/brotli/module.conf` loads Brotli from, and its Debian package. */
  brotli: {
    module: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    package: 'libnginx-mod-http-brotli-static',
  },
} as const;
