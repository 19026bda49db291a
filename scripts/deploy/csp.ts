/**
 * The Content-Security-Policy the deployment sends, completed from the build: every inline script
 * Docusaurus writes into a page (colour mode, announcement bar, base-URL banner) is allowed by its
 * SHA-256 hash, and nothing else inline may run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { isTag } from 'domhandler';
import type { CspDirectives } from '../../config/deploy';
import type { TypesenseClientConfig } from '../../src/client/search/types';
import { isObject, type SpecSource } from '../../lib/openapi/spec-source';

/** Something in the build or the configuration the policy cannot allow, located by file and line. */
export class CspError extends Error {}

export interface InlineScript {
  readonly hash: string;
  readonly file: string;
  readonly line: number;
}

// Per HTML, a script runs when it has no type, a JavaScript MIME type, "module", or is an import or
// speculation-rule list (also held to script-src); any other type (JSON-LD) is data.
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** A hash-source for the exact text of a script element, as the browser computes it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/**
 * The inline scripts of one page. Event-handler attributes and javascript: URLs cannot be allowed by
 * a hash without also allowing every other handler, so they are errors.
 */
export function inlineScripts(file: string, html: string): InlineScript[] {
  const $ = load(html, { xml: { xmlMode: false, withStartIndices: true, decodeEntities: true } });
  const located = (element: { startIndex: number | null }): string =>
    `${file}:${lineAt(html, element.startIndex ?? 0)}`;
  for (const element of $('*').toArray().filter(isTag)) {
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) {
        throw new CspError(
          `${located(element)}: inline event handler ${name}="${value.slice(0, 40)}" on <${element.name}> cannot be allowed by a hash; attach the listener from a script instead`,
        );
      }
      if (urlAttributes.has(name.toLowerCase()) && /^\s*javascript:/i.test(value)) {
        throw new CspError(
          `${located(element)}: javascript: URL in ${name} on <${element.name}> cannot be allowed by a hash; use a button with a listener instead`,
        );
      }
    }
  }
  return $('script:not([src])')
    .toArray()
    .filter((element) => executableTypes.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => ({ hash: hashSource($(element).text()), file, line: lineAt(html, element.startIndex ?? 0) }));
}

export interface BuildScan {
  readonly pages: number;
  /** Each distinct inline script by hash, with the first place it occurs. */
  readonly scripts: ReadonlyMap<string, InlineScript>;
}

// Each hash adds 54 bytes to every response; more than this means pages inline their own code.
export const maxDistinctScripts = 24;

/** Every HTML page of the build, with the distinct inline scripts they carry. */
export function scanBuild(buildDir: string): BuildScan {
  let files: string[];
  try {
    files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort();
  } catch {
    throw new CspError(`No production build in ${buildDir}. Run "npm run build" first.`);
  }
  if (!files.includes('index.html'))
    throw new CspError(`No production build in ${buildDir}. Run "npm run build" first.`);
  const scripts = new Map<string, InlineScript>();
  for (const file of files) {
    const relative = path.join(path.basename(buildDir), file);
    for (const script of inlineScripts(relative, readFileSync(path.join(buildDir, file), 'utf8'))) {
      if (!scripts.has(script.hash)) scripts.set(script.hash, script);
    }
  }
  if (scripts.size > maxDistinctScripts) {
    const places = [...scripts.values()].slice(maxDistinctScripts).map((script) => `${script.file}:${script.line}`);
    throw new CspError(
      `${scripts.size} different inline scripts in the build (at most ${maxDistinctScripts}): pages inline their own code, ` +
        `which belongs in a bundle. Beyond the limit: ${places.slice(0, 5).join(', ')}`,
    );
  }
  return { pages: files.length, scripts };
}

// What a connect-src entry may be: a scheme, a host whose leftmost label may be *, and a port.
const originPattern = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** Checks an origin from the environment; `source` names where it came from. */
export function connectSource(origin: string, source: string): string {
  if (!originPattern.test(origin)) {
    throw new CspError(
      `${source}: "${origin}" is not an origin such as https://api.example.com or https://*.example.com`,
    );
  }
  return origin.toLowerCase();
}

/** The search service the browser calls, when the build uses Typesense. */
export function typesenseSource(typesense: TypesenseClientConfig | null): string[] {
  if (!typesense) return [];
  const origin = `${typesense.protocol}://${typesense.host}:${typesense.port}`;
  return [connectSource(new URL(origin).origin, 'TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL')];
}

// A server variable that is the whole leftmost label (https://{tenant}.example.com) stands for any
// tenant: it becomes the wildcard. Every other variable takes its default.
const wildcardLabel = 'csp-wildcard-label';
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins of the API description's servers, which the API explorer sends requests to. */
export function apiServerSources(spec: SpecSource): string[] {
  const servers = spec.root.servers;
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server, index) => {
    const where = `${spec.file}:${spec.lineOf(['servers', index, 'url'])}`;
    if (!isObject(server) || typeof server.url !== 'string') throw new CspError(`${where}: a server needs a url`);
    const variables = isObject(server.variables) ? server.variables : {};
    const url = server.url
      .replace(/^([a-z][a-z0-9+.-]*:\/\/)\{[^}/]+\}\./i, `$1${wildcardLabel}.`)
      .replace(/\{([^}]+)\}/g, (_, name: string) => {
        const variable = variables[name];
        if (isObject(variable) && typeof variable.default === 'string') return variable.default;
        throw new CspError(`${where}: server variable {${name}} has no default`);
      });
    // A relative server URL is the site itself, which 'self' already allows.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return [];
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new CspError(`${where}: "${server.url}" is not a URL`);
    }
    // A server on the reader's own machine (the mock server) is for local use: a deployed page never
    // calls it. Tests and local builds opt in with CSP_CONNECT_SRC.
    if (loopbackHosts.has(parsed.hostname)) return [];
    return [connectSource(parsed.origin.replace(wildcardLabel, '*'), where)];
  });
}

export interface PolicyAdditions {
  readonly scriptHashes: readonly string[];
  readonly connectSources: readonly string[];
}

/** The header value: the configured directives with the build's hashes and the origins added. */
export function policyHeader(directives: CspDirectives, { scriptHashes, connectSources }: PolicyAdditions): string {
  const added: Readonly<Record<string, readonly string[]>> = {
    'script-src': scriptHashes,
    'connect-src': connectSources,
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set([...sources, ...(added[name] ?? [])])].join(' '))
    .join('; ');
}

/** The reporting group the policy names in `report-to`, defined by the Reporting-Endpoints header. */
export const reportGroup = 'csp-endpoint';

/**
 * The directives that send violation reports to `uri` (CSP_REPORT_URI): `report-to` for browsers with
 * the Reporting API, `report-uri` for the others, which ignore the first. An https: URL, or http: on
 * the loopback address for a local collector.
 */
export function reportingDirectives(uri: string): { directives: CspDirectives; reportingEndpoints: string } {
  let url: URL | undefined;
  try {
    url = new URL(uri);
  } catch {
    url = undefined;
  }
  const loopback = url?.protocol === 'http:' && loopbackHosts.has(url.hostname);
  if (!url || !(url.protocol === 'https:' || loopback) || /["\s,;$\\]/.test(uri)) {
    throw new CspError(`CSP_REPORT_URI: "${uri}" is not an https: URL to send violation reports to`);
  }
  return {
    directives: { 'report-uri': [uri], 'report-to': [reportGroup] },
    reportingEndpoints: `${reportGroup}="${uri}"`,
  };
}

export interface SitePolicy {
  readonly policy: string;
  /** The Reporting-Endpoints header that goes with the policy, when it reports violations. */
  readonly reportingEndpoints?: string;
  readonly scan: BuildScan;
}

/**
 * The policy a build is served with: the configured directives, the build's inline-script hashes,
 * and the origins pages call (the search service, the API servers, CSP_CONNECT_SRC).
 * `npm run deploy:csp` writes it for nginx; `npm run serve` sends it.
 */
export function sitePolicy(
  buildDir: string,
  {
    directives,
    typesense,
    spec,
    extraConnectSources,
    reportUri = '',
  }: {
    readonly directives: CspDirectives;
    readonly typesense: TypesenseClientConfig | null;
    readonly spec: SpecSource;
    readonly extraConnectSources: readonly string[];
    /** Where browsers send violation reports (CSP_REPORT_URI); none when empty. */
    readonly reportUri?: string;
  },
): SitePolicy {
  const scan = scanBuild(buildDir);
  const connectSources = [
    ...typesenseSource(typesense),
    ...apiServerSources(spec),
    ...extraConnectSources.map((origin) => connectSource(origin, 'CSP_CONNECT_SRC')),
  ];
  const reporting = reportUri ? reportingDirectives(reportUri) : undefined;
  const policy = policyHeader(
    { ...directives, ...reporting?.directives },
    { scriptHashes: [...scan.scripts.keys()], connectSources },
  );
  return { policy, reportingEndpoints: reporting?.reportingEndpoints, scan };
}

/**
 * The nginx include that defines $content_security_policy for deploy/nginx.conf, and
 * $reporting_endpoints, empty (no header) unless the policy reports violations.
 */
export function nginxInclude(policy: string, scan: BuildScan, reportingEndpoints = ''): string {
  // Inside an nginx string, $ starts a variable and " or \ end or escape it; a policy has none.
  if (/["$\\\n]/.test(policy)) throw new CspError(`The policy contains a character nginx cannot quote: ${policy}`);
  if (/[$\\\n']/.test(reportingEndpoints)) {
    throw new CspError(`The reporting endpoint contains a character nginx cannot quote: ${reportingEndpoints}`);
  }
  return [
    `# Generated by "npm run deploy:csp" from the build (${scan.pages} pages, ${scan.scripts.size} distinct inline scripts).`,
    '# Regenerate after every build: a changed inline script is blocked until its hash is here.',
    `map "" $content_security_policy {`,
    `    default "${policy}";`,
    '}',
    `map "" $reporting_endpoints {`,
    `    default '${reportingEndpoints}';`,
    '}',
    '',
  ].join('\n');
}
