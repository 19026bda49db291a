/**
 * The Express side of serving a production build as deployed: file lookup in the build directory,
 * the request handler that answers by the routing table of ./static-routing, and the whole server
 * `npm run serve` runs (security headers, methods, errors). The search benchmark mounts the handler.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from 'express';
import { deploy } from '../config/deploy';
import { site } from '../config/site';
import { cacheControlFor, resolveRequest } from './static-routing';

/** Whether a path relative to `dir` (no leading slash) is a file there. */
export function fileExistsIn(dir: string): (relative: string) => boolean {
  return (relative) => {
    const absolute = path.join(dir, relative);
    return existsSync(absolute) && statSync(absolute).isFile();
  };
}

// Headers `send` sets for the file it was about to send, which an error answer must not carry.
const fileHeaders = ['Content-Length', 'Content-Type', 'ETag', 'Last-Modified'];

/** Answers `status` with the site's not-found page, never a page that names files or code, and never cached (as nginx does). */
function sendErrorPage(
  res: Response,
  buildDir: string,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): void {
  for (const name of fileHeaders) res.removeHeader(name);
  res
    .status(status)
    .set({ ...headers, 'Cache-Control': 'no-cache' })
    .type('html')
    .send(readFileSync(path.join(buildDir, '404.html')));
}

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/**
 * Answers every GET or HEAD from the build in `buildDir`: redirects, files (with conditional
 * requests; a range gets the whole file, as deploy/nginx.conf answers it), or the 404 page with 404.
 */
export function buildRequestHandler(buildDir: string): RequestHandler {
  const exists = fileExistsIn(buildDir);
  return (req, res) => {
    const resolution = resolveRequest(req.originalUrl, { baseUrl: site.baseUrl, exists });
    if (resolution.kind === 'redirect') {
      res.redirect(301, resolution.location);
      return;
    }
    if (resolution.kind !== 'file') {
      sendErrorPage(res, buildDir, resolution.kind === 'too-long' ? 414 : 404);
      return;
    }
    const file = resolution.file;
    res.sendFile(
      file,
      { root: buildDir, dotfiles: 'deny', acceptRanges: false, headers: { 'Cache-Control': cacheControlFor(file) } },
      (error: unknown) => {
        if (!error || res.headersSent) return;
        const status = statusOf(error);
        // A dotfile is not found, as nginx answers it (the resolver already turns them away).
        sendErrorPage(res, buildDir, status === 403 ? 404 : status);
      },
    );
  };
}

const allowedMethods = ['GET', 'HEAD'];

export interface BuildServerOptions {
  /** The Content-Security-Policy of the build (`sitePolicy` in scripts/deploy/csp.ts). */
  readonly contentSecurityPolicy: string;
  /** Handlers answered beside the build, by exact path, with their own method rules (the MCP server, lib/mcp/http.ts). */
  readonly services?: Readonly<Record<string, RequestHandler>>;
}

/**
 * The server `npm run serve` runs: the build answered as nginx answers it with deploy/nginx.conf,
 * the same security headers on every response, errors included.
 */
export function createBuildServer(
  buildDir: string,
  { contentSecurityPolicy, services = {} }: BuildServerOptions,
): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy on this machine, X-Forwarded-Proto tells whether the reader used HTTPS.
  app.set('trust proxy', 'loopback');
  const { 'Strict-Transport-Security': hsts, ...headers } = deploy.securityHeaders;
  app.use((req, res, next) => {
    res.set({ 'Content-Security-Policy': contentSecurityPolicy, ...headers });
    if (req.secure) res.set('Strict-Transport-Security', hsts);
    next();
  });
  app.use(compression());
  for (const [route, handler] of Object.entries(services)) app.all(route, handler);
  app.use((req, res, next) => {
    if (allowedMethods.includes(req.method)) {
      next();
      return;
    }
    sendErrorPage(res, buildDir, 405, { Allow: allowedMethods.join(', ') });
  });
  app.use(buildRequestHandler(buildDir));
  // Anything else that fails (a malformed request Express rejects) gets the same page, and the
  // details go to the console, never to the reader.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    if (status >= 500) console.error(`${req.method} ${req.originalUrl.slice(0, 200)}:`, error);
    sendErrorPage(res, buildDir, status);
  };
  app.use(onError);
  return app;
}
