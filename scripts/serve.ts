/**
 * `npm run serve -- --port N --host H`: serves the production build as it is deployed
 * (status codes, redirects, compression and caching), which `docusaurus serve` does not.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import express from 'express';
import { site } from '../config/site';
import { buildRequestHandler } from './lib/serve-build';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
    dir: { type: 'string', default: 'build' },
  },
});

const buildDir = path.resolve(values.dir);
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No production build in ${buildDir}. Run "npm run build" first.`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(buildRequestHandler(buildDir));

const port = Number(values.port);
app.listen(port, values.host, () => {
  console.log(`Serving ${buildDir} at http://${values.host}:${port}${site.baseUrl}`);
});
