/**
 * `npm run deploy:csp [-- --build build --out deploy/generated/csp.conf]`: writes the
 * Content-Security-Policy include that deploy/nginx.conf loads, from the build it will serve.
 * Run it after every build; the search host comes from the same environment as the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploy } from '../../config/deploy';
import { search } from '../../config/search';
import { apiReference } from '../../config/api-reference';
import { readSpec } from '../../lib/openapi/spec-source';
import { CspError, nginxInclude, sitePolicy } from './csp';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    out: { type: 'string', default: path.join('deploy', deploy.cspInclude) },
  },
});

try {
  const { policy, reportingEndpoints, scan } = sitePolicy(path.resolve(values.build), {
    directives: deploy.policy,
    typesense: search.typesense,
    spec: readSpec(apiReference.specPath),
    extraConnectSources: deploy.extraConnectSources,
    reportUri: deploy.cspReportUri,
  });
  mkdirSync(path.dirname(values.out), { recursive: true });
  writeFileSync(values.out, nginxInclude(policy, scan, reportingEndpoints));
  console.log(`${values.out}: ${scan.scripts.size} inline script hashes from ${scan.pages} pages.`);
} catch (error) {
  if (!(error instanceof CspError)) throw error;
  console.error(error.message);
  process.exit(1);
}
