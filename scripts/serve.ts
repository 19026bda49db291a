/**
 * `npm run serve -- --port N --host H --dir D --build --no-open`: serves the production build as it
 * is deployed (status codes, redirects, compression, caching and the security headers of
 * deploy/nginx.conf, with the Content-Security-Policy made from the build), which
 * `docusaurus serve` does not. It takes the options of `docusaurus serve`; it never opens a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiReference } from '../config/api-reference';
import { deploy } from '../config/deploy';
import { search } from '../config/search';
import { site } from '../config/site';
import { CspError, sitePolicy } from './deploy/csp';
import { createBuildServer } from '../lib/serve-build';
import { mcpServices } from '../lib/mcp/http';
import { readSpec } from '../lib/openapi/spec-source';
import { fail, failToListen, portOption, readOptions } from './command-line';

const command = {
  name: 'npm run serve',
  usage: 'npm run serve [-- --port 3000] [--host localhost] [--dir build] [--build] [--no-open]',
};

const options = readOptions(command, {
  port: { type: 'string', default: process.env.PORT ?? '3000' },
  host: { type: 'string', default: 'localhost' },
  dir: { type: 'string', default: 'build' },
  build: { type: 'boolean', default: false },
  // docusaurus serve opens a browser unless told not to; this server never does.
  'no-open': { type: 'boolean', default: false },
});
const port = portOption(command, options.port);

const buildDir = path.resolve(options.dir);
if (options.build) {
  const build = spawnSync('npm', ['run', 'build', '--', '--out-dir', buildDir], { stdio: 'inherit' });
  if (build.status !== 0) fail(`${command.name}: the build failed (its output is above).`);
}
if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(path.join(buildDir, '404.html'))) {
  fail(`No production build in ${buildDir}. Run "npm run build" first.`);
}

let policy: { readonly policy: string; readonly reportingEndpoints?: string };
try {
  policy = sitePolicy(buildDir, {
    directives: deploy.policy,
    typesense: search.typesense,
    spec: readSpec(apiReference.specPath),
    extraConnectSources: deploy.extraConnectSources,
    reportUri: deploy.cspReportUri,
  });
} catch (error) {
  if (!(error instanceof CspError)) throw error;
  fail(error.message);
}

createBuildServer(buildDir, {
  contentSecurityPolicy: policy.policy,
  reportingEndpoints: policy.reportingEndpoints,
  routes: mcpServices(buildDir),
})
  .listen(port, options.host, () => {
    console.log(`Serving ${buildDir} at http://${options.host}:${port}${site.baseUrl}`);
  })
  .on('error', failToListen(command, options.host, port));
