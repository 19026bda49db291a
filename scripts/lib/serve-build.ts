/**
 * The Express side of serving a production build as deployed: file lookup in the build directory
 * and the request handler that answers by the routing table of ./static-routing. `npm run serve`
 * and the search benchmark mount the same handler.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { site } from '../../config/site';
import { cacheControlFor, resolveRequest } from './static-routing';

/** Whether a path relative to `dir` (no leading slash) is a file there. */
export function fileExistsIn(dir: string): (relative: string) => boolean {
  return (relative) => {
    const absolute = path.join(dir, relative);
    return existsSync(absolute) && statSync(absolute).isFile();
  };
}

/** Answers every request from the build in `buildDir`: redirects, files, or the 404 page with 404. */
export function buildRequestHandler(buildDir: string): RequestHandler {
  const exists = fileExistsIn(buildDir);
  return (req, res) => {
    const resolution = resolveRequest(req.originalUrl, { baseUrl: site.baseUrl, exists });
    if (resolution.kind === 'redirect') {
      res.redirect(301, resolution.location);
      return;
    }
    const file = resolution.kind === 'file' ? resolution.file : '404.html';
    res.status(resolution.kind === 'file' ? 200 : 404);
    res.sendFile(file, { root: buildDir, dotfiles: 'deny', headers: { 'Cache-Control': cacheControlFor(file) } });
  };
}
