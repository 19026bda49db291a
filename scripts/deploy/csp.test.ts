import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deploy } from '../../config/deploy';
import { parseSpec } from '../../lib/openapi/spec-source';
import {
  apiServerSources,
  connectSource,
  hashSource,
  inlineScripts,
  maxDistinctScripts,
  nginxInclude,
  reportingDirectives,
  policyHeader,
  scanBuild,
  typesenseSource,
} from './csp';

const page = (body: string): string =>
  `<!doctype html>\n<html><head><meta charset="utf-8">\n${body}\n</head><body></body></html>`;

describe('hashSource', () => {
  it('is the base64 SHA-256 of the exact script text, as browsers compute it', () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashSource('alert(1) ')).not.toBe(hashSource('alert(1)'));
  });
});

describe('inlineScripts', () => {
  it('hashes scripts that run, with their line, and leaves data blocks and external scripts alone', () => {
    const html = page(
      [
        '<script>a()</script>',
        '<script type="module">b()</script>',
        '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
        '<script src="/docs/assets/js/main.0123abcd.js"></script>',
        '<script type=text/javascript>c("</div>")</script>',
      ].join('\n'),
    );
    expect(inlineScripts('build/x.html', html)).toEqual([
      { hash: hashSource('a()'), file: 'build/x.html', line: 3 },
      { hash: hashSource('b()'), file: 'build/x.html', line: 4 },
      { hash: hashSource('c("</div>")'), file: 'build/x.html', line: 7 },
    ]);
  });

  it('hashes script text raw, without decoding entities', () => {
    expect(inlineScripts('x.html', page('<script>if (a &amp;&amp; b) c()</script>'))[0]?.hash).toBe(
      hashSource('if (a &amp;&amp; b) c()'),
    );
  });

  it('rejects inline event handlers and javascript: URLs with file and line', () => {
    expect(() => inlineScripts('build/a.html', page('<p>\n<button onclick="go()">Go</button></p>'))).toThrow(
      /^build\/a\.html:4: inline event handler onclick="go\(\)" on <button>/,
    );
    expect(() => inlineScripts('build/b.html', page('<a href=" javascript:go()">Go</a>'))).toThrow(
      /^build\/b\.html:3: javascript: URL in href on <a>/,
    );
  });
});

describe('scanBuild', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const build = (files: Readonly<Record<string, string>>): string => {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-build-'));
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    return dir;
  };

  it('keeps each distinct inline script once, at its first page', () => {
    const root = build({
      'index.html': page('<script>theme()</script>'),
      'admin/users.html': page('<script>theme()</script>\n<script>banner()</script>'),
    });
    const scan = scanBuild(root);
    expect(scan.pages).toBe(2);
    expect([...scan.scripts.keys()]).toEqual([hashSource('theme()'), hashSource('banner()')]);
    expect(scan.scripts.get(hashSource('banner()'))?.file).toBe(path.join(path.basename(root), 'admin', 'users.html'));
  });

  it('says to build first when there is no build', () => {
    expect(() => scanBuild(path.join(tmpdir(), 'no-such-build'))).toThrow(
      /No production build in .*no-such-build\. Run "npm run build" first\./,
    );
    expect(() => scanBuild(build({ 'other.html': page('') }))).toThrow(/No production build/);
  });

  it('refuses a build whose pages inline their own code, naming where', () => {
    const files: Record<string, string> = { 'index.html': page('') };
    for (let index = 0; index <= maxDistinctScripts; index += 1)
      files[`page-${String(index).padStart(2, '0')}.html`] = page(`<script>run(${index})</script>`);
    expect(() => scanBuild(build(files))).toThrow(
      /25 different inline scripts in the build \(at most 24\).*page-24\.html:3/,
    );
  });
});

describe('connect-src origins', () => {
  it('accepts origins with an optional leftmost wildcard and rejects anything else, naming the source', () => {
    expect(connectSource('https://API.example.com:8443', 'CSP_CONNECT_SRC')).toBe('https://api.example.com:8443');
    expect(connectSource('https://*.example.com', 'CSP_CONNECT_SRC')).toBe('https://*.example.com');
    for (const bad of [
      'api.example.com',
      'https://example.com/path',
      "'unsafe-inline'",
      'https://a.example.com;script-src',
      'https://$host',
    ]) {
      expect(() => connectSource(bad, 'CSP_CONNECT_SRC')).toThrow(/^CSP_CONNECT_SRC: ".*" is not an origin/);
    }
  });

  it('adds the Typesense host only when the build searches Typesense, without a default port', () => {
    expect(typesenseSource(null)).toEqual([]);
    const typesense = {
      host: 'search.tessera.example',
      port: 443,
      protocol: 'https',
      collection: 'docs',
      searchApiKey: 'k',
      filterBy: '',
    };
    expect(typesenseSource(typesense)).toEqual(['https://search.tessera.example']);
    expect(typesenseSource({ ...typesense, port: 8108, protocol: 'http' })).toEqual([
      'http://search.tessera.example:8108',
    ]);
  });

  const spec = (servers: string): ReturnType<typeof parseSpec> =>
    parseSpec('openapi/test.yaml', `openapi: 3.1.0\nservers:\n${servers}`);

  it('allows every server of the API description, a tenant label becoming a wildcard', () => {
    const servers = [
      '  - url: https://{tenant}.tessera.example/api/{version}',
      '    variables:',
      '      tenant: { default: northwind }',
      '      version: { default: v1 }',
      '  - url: http://127.0.0.1:4010',
      '  - url: /api',
    ].join('\n');
    expect(apiServerSources(spec(servers))).toEqual(['https://*.tessera.example']);
  });

  it('leaves a server on the loopback address (the mock server) out of the policy', () => {
    const servers = [
      '  - url: http://127.0.0.1:4010',
      '  - url: http://localhost:4010',
      '  - url: https://api.example.com',
    ];
    expect(apiServerSources(spec(servers.join('\n')))).toEqual(['https://api.example.com']);
  });

  it('reports a server variable without default at its line', () => {
    expect(() =>
      apiServerSources(spec('  - url: https://api.example.com\n  - url: https://api.example.com:{port}')),
    ).toThrow(/^openapi\/test\.yaml:4: server variable \{port\} has no default$/);
  });
});

describe('policyHeader and nginxInclude', () => {
  const scan = {
    pages: 2,
    scripts: new Map([[hashSource('a()'), { hash: hashSource('a()'), file: 'build/index.html', line: 1 }]]),
  };

  it('adds the hashes to script-src and the origins to connect-src, once each', () => {
    const policy = policyHeader(deploy.policy, {
      scriptHashes: [...scan.scripts.keys()],
      connectSources: ['https://a.example', 'https://a.example'],
    });
    expect(policy).toContain(`script-src 'self' ${hashSource('a()')};`);
    expect(policy).toContain("connect-src 'self' https://a.example;");
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(policy.split('; ').map((directive) => directive.split(' ')[0])).toEqual(Object.keys(deploy.policy));
  });

  it('defines $content_security_policy for nginx, refusing what nginx would misread', () => {
    const include = nginxInclude("default-src 'self'", scan);
    expect(include).toContain(`map "" $content_security_policy {\n    default "default-src 'self'";\n}`);
    expect(include).toMatch(
      /^# Generated by "npm run deploy:csp" from the build \(2 pages, 1 distinct inline scripts\)/,
    );
    expect(() => nginxInclude("default-src 'self' $host", scan)).toThrow(/nginx cannot quote/);
  });

  it('reports violations only to an endpoint CSP_REPORT_URI sets, by report-to and report-uri', () => {
    expect(deploy.policy).not.toHaveProperty('report-to');
    const { directives, reportingEndpoints } = reportingDirectives('https://csp.example/report');
    const policy = policyHeader({ ...deploy.policy, ...directives }, { scriptHashes: [], connectSources: [] });
    expect(policy).toMatch(/; report-uri https:\/\/csp\.example\/report; report-to csp-endpoint$/);
    expect(reportingEndpoints).toBe('csp-endpoint="https://csp.example/report"');
    expect(nginxInclude(policy, scan, reportingEndpoints)).toContain(
      `map "" $reporting_endpoints {\n    default 'csp-endpoint="https://csp.example/report"';\n}`,
    );
    expect(nginxInclude(policy, scan)).toContain(`map "" $reporting_endpoints {\n    default '';\n}`);
    for (const bad of ['http://csp.example/report', '/csp-report', 'https://a.example/r;script-src *']) {
      expect(() => reportingDirectives(bad), bad).toThrow(/CSP_REPORT_URI: .* is not an https: URL/);
    }
    expect(reportingDirectives('http://127.0.0.1:9000/r').reportingEndpoints).toContain('127.0.0.1:9000');
  });
});
