/**
 * The Node side of serving a production build as deployed: file lookup in the build directory,
 * the request handler that answers by the routing table of ./static-routing, and the whole server
 * `npm run serve` runs (security headers, methods, timeouts, and every error, its parser's included,
 * answered as deploy/nginx.conf answers it). The search benchmark mounts the handler.
 */
import { lstatSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { deploy } from '../config/deploy';
import { securityTxt } from '../config/security-txt';
import { site } from '../config/site';
import { cacheControlFor, resolveRequest } from './static-routing';

/**
 * Whether a path relative to `dir` (no leading slash) is a file there, reached through no symbolic
 * link: nginx's `disable_symlinks on` answers 404 for a link anywhere on the path, so this does too.
 */
export function fileExistsIn(dir: string): (relative: string) => boolean {
  return (relative) => {
    let current = dir;
    let stat;
    for (const segment of relative.split('/')) {
      current = path.join(current, segment);
      stat = lstatSync(current, { throwIfNoEntry: false });
      if (!stat || stat.isSymbolicLink()) return false;
    }
    return stat?.isFile() ?? false;
  };
}

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** The site's not-found page answered with `status`: never a page that names files or code, never cached. */
function errorPage(buildDir: string): Buffer {
  return readFileSync(path.join(buildDir, '404.html'));
}

// Headers `send` sets for the file it was about to send, which an error answer must not carry.
const fileHeaders = ['Content-Length', 'Content-Type', 'ETag', 'Last-Modified', 'Vary'];

function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  buildDir: string,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = errorPage(buildDir);
  for (const name of fileHeaders) res.removeHeader(name);
  res.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-cache',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers every GET or HEAD from the build in `buildDir`: redirects, files (with conditional
 * requests; a range gets the whole file, as deploy/nginx.conf answers it), or the 404 page with 404.
 */
// Served outside the base path, as deploy/nginx.conf serves them.
const rootFiles = { [securityTxt.urlPath]: securityTxt.file };
const rootFileNames: ReadonlySet<string> = new Set(Object.values(rootFiles));

export function buildRequestHandler(buildDir: string): RequestHandler {
  const exists = fileExistsIn(buildDir);
  return (req, res) => {
    const resolution = resolveRequest(req.originalUrl, { baseUrl: site.baseUrl, exists, rootFiles });
    switch (resolution.kind) {
      case 'redirect':
        // A permanent redirect a browser kept for good could never be corrected: revalidated, as nginx sends it.
        res.set('Cache-Control', 'no-cache').redirect(301, resolution.location);
        return;
      case 'file':
        break;
      case 'bad-request':
        console.error(`400 ${req.method} ${req.originalUrl.slice(0, 200)}: not a URL`);
        sendErrorPage(req, res, buildDir, 400);
        return;
      default:
        sendErrorPage(req, res, buildDir, resolution.kind === 'too-long' ? 414 : 404);
        return;
    }
    const file = resolution.file;
    res.sendFile(
      file,
      {
        root: buildDir,
        // The resolver turns away every other path with a dot segment; a root file lives under one.
        dotfiles: rootFileNames.has(file) ? 'allow' : 'deny',
        acceptRanges: false,
        headers: { 'Cache-Control': cacheControlFor(file) },
      },
      (error: unknown) => {
        if (!error || res.headersSent) return;
        const status = statusOf(error);
        // A dotfile is not found, as nginx answers it (the resolver already turns them away).
        sendErrorPage(req, res, buildDir, status === 403 ? 404 : status);
      },
    );
  };
}

const allowedMethods = ['GET', 'HEAD'];

export interface BuildServerOptions {
  /** The Content-Security-Policy of the build (`sitePolicy` in scripts/deploy/csp.ts). */
  readonly contentSecurityPolicy: string;
  /** The Reporting-Endpoints header that names where the policy's `report-to` sends reports, if it does. */
  readonly reportingEndpoints?: string;
  /**
   * Handlers mounted at a path before the build's files (`{ '/docs/mcp': handler }`): they answer the
   * methods they choose, with the site's headers, and their errors get the site's page.
   */
  readonly routes?: Readonly<Record<string, RequestHandler>>;
}

/**
 * What nginx refuses with 400 before routing and Node's parser lets through: a second Host header,
 * no Host on HTTP/1.1 (Node's own check answers without the site's headers), and a
 * Transfer-Encoding on HTTP/1.0, which has none and could smuggle a second request past a proxy.
 */
function malformed(req: IncomingMessage): string | undefined {
  const hosts = req.rawHeaders.filter((_, index) => index % 2 === 0 && /^host$/i.test(req.rawHeaders[index] ?? ''));
  if (hosts.length > 1) return 'two Host headers';
  if (hosts.length === 0 && req.httpVersion === '1.1') return 'no Host header';
  if (req.httpVersion === '1.0' && req.headers['transfer-encoding'] !== undefined) {
    return 'Transfer-Encoding on HTTP/1.0';
  }
  return undefined;
}

// The status nginx answers for what Node's parser rejects before a request exists: a header too large, else 400.
const parserStatus = (code: string | undefined): number => (code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);

/**
 * The server `npm run serve` runs: the build answered as nginx answers it with deploy/nginx.conf,
 * the same security headers on every response, errors and the parser's refusals included.
 */
export function createBuildServer(
  buildDir: string,
  { contentSecurityPolicy, reportingEndpoints, routes = {} }: BuildServerOptions,
): http.Server {
  const { 'Strict-Transport-Security': hsts, ...securityHeaders } = deploy.securityHeaders;
  const siteHeaders: Readonly<Record<string, string>> = {
    'Content-Security-Policy': contentSecurityPolicy,
    ...(reportingEndpoints ? { 'Reporting-Endpoints': reportingEndpoints } : {}),
    ...securityHeaders,
  };

  const app = express();
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy on this machine, X-Forwarded-Proto tells whether the reader used HTTPS.
  app.set('trust proxy', 'loopback');
  app.use((req, res, next) => {
    if (req.secure) res.set('Strict-Transport-Security', hsts);
    next();
  });
  app.use(compression());
  for (const [mountPath, handler] of Object.entries(routes)) app.use(mountPath, handler);
  app.use((req, res, next) => {
    if (allowedMethods.includes(req.method)) {
      next();
      return;
    }
    sendErrorPage(req, res, buildDir, 405, { Allow: allowedMethods.join(', ') });
  });
  app.use(buildRequestHandler(buildDir));
  // Anything else that fails gets the same page, and the details go to the console, never to the reader.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    if (status >= 500) console.error(`${req.method} ${req.originalUrl.slice(0, 200)}:`, error);
    sendErrorPage(req, res, buildDir, status);
  };
  app.use(onError);

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    const problem = malformed(req);
    if (problem) {
      console.error(`400 ${req.method} ${req.url?.slice(0, 200)}: ${problem}`);
      res.shouldKeepAlive = false;
      sendErrorPage(req, res, buildDir, 400);
      return;
    }
    // An absolute-form target (`GET http://host/docs/`) is routed by its path, as nginx routes it.
    if (req.url && !req.url.startsWith('/')) {
      try {
        const url = new URL(req.url);
        if (!/^https?:$/.test(url.protocol)) throw new Error('not http');
        req.url = `${url.pathname}${url.search}`;
      } catch {
        console.error(`400 ${req.method} ${req.url.slice(0, 200)}: not a URL`);
        res.shouldKeepAlive = false;
        sendErrorPage(req, res, buildDir, 400);
        return;
      }
    }
    app(req, res);
  };

  const { headerSeconds, idleSeconds } = deploy.timeouts;
  const server = http.createServer(
    {
      // Checked in `malformed`, so the answer carries the site's headers.
      requireHostHeader: false,
      headersTimeout: headerSeconds * 1000,
      requestTimeout: (headerSeconds + idleSeconds) * 1000,
      keepAliveTimeout: idleSeconds * 1000,
      // Node checks the two timeouts above every 30 s by default, which would let a trickle run that long.
      connectionsCheckingInterval: 1000,
    },
    handle,
  );
  server.timeout = idleSeconds * 1000;
  // `Expect` other than 100-continue: Node answers 417 itself, without the site's headers.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    sendErrorPage(req, res, buildDir, 417);
  });
  // What the parser refuses never becomes a request: the answer is written to the socket as nginx writes it.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = parserStatus(error.code);
    const body = errorPage(buildDir);
    const head = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
      ...Object.entries(siteHeaders).map(([name, value]) => `${name}: ${value}`),
      'Cache-Control: no-cache',
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${body.length}`,
      'Connection: close',
    ];
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
  });
  return server;
}
