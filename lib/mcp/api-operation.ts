/**
 * One API operation as an assistant needs it: the Markdown of its reference page (written by the
 * same renderer as the page's Markdown twin, lib/openapi/api-markdown.ts), an example request as
 * curl against a base URL the caller chooses, and the guides that link to it.
 */
import { ApiMarkdown } from '../openapi/api-markdown';
import { apiReference } from '../../config/api-reference';
import { kebabCase } from '../openapi/generated-pages';
import {
  fromPointer,
  isObject,
  operationsIn,
  type Json,
  type JsonObject,
  type OperationEntry,
} from '../openapi/spec-source';
import { absoluteUrl, latestVersion, type DocsSite } from './site';
import { site } from '../../config/site';
import { escapeRegExp } from '../../src/client/escape-regexp';

/** An operation, its path as the API description writes it (`/api/core/certification-request/{id}`). */
export interface OperationRef extends OperationEntry {
  readonly operationId: string;
  readonly summary: string;
}

const asObject = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const asString = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** Every operation of the API description, in its order. */
export function operationsOf(spec: JsonObject): OperationRef[] {
  return operationsIn(spec).map((entry) => ({
    ...entry,
    operationId: asString(entry.operation.operationId),
    summary: asString(entry.operation.summary),
  }));
}

/** Whether a concrete path (`/api/core/certification-request/68d4…`) or a template matches a template path. */
export function pathMatches(template: string, candidate: string): boolean {
  if (template === candidate) return true;
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${pattern}/?$`).test(candidate);
}

function deref(spec: JsonObject, value: Json | undefined, depth = 0): JsonObject {
  const object = asObject(value);
  const ref = asString(object.$ref);
  if (!ref.startsWith('#/') || depth > 8) return object;
  return deref(
    spec,
    fromPointer(ref).reduce<Json | undefined>((node, key) => asObject(node)[key], spec),
    depth + 1,
  );
}

/** The first example a parameter, media type or schema gives, if any. */
function exampleOf(spec: JsonObject, holder: JsonObject): Json | undefined {
  if (holder.example !== undefined) return holder.example;
  const first = Object.values(asObject(holder.examples))[0];
  if (first !== undefined) return deref(spec, first).value;
  const schema = deref(spec, holder.schema);
  return schema.example;
}

/**
 * Characters a base URL may hold in the curl line: an origin and a path, nothing a shell reads inside
 * single quotes differently, and no query or credentials.
 */
const safeBaseUrl = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~\-/]*)?$/;

/** Why a base URL cannot be used, or undefined when it can. */
export function baseUrlProblem(baseUrl: string): string | undefined {
  if (!safeBaseUrl.test(baseUrl)) {
    return `"${baseUrl.slice(0, 80)}" is not a base URL this tool writes into a command: give http(s)://host[:port][/path], with no query, credentials or spaces, for example ${apiReference.mockServer} (the mock server) or your tenant's https://<tenant>.tessera.example.`;
  }
  return undefined;
}

const scalar = (value: Json | undefined): string => (typeof value === 'string' ? value : JSON.stringify(value));
/** A value for the command line: percent-encoded, and never a quote that would end the shell's string. */
const urlPart = (value: Json | undefined): string => encodeURIComponent(scalar(value)).replaceAll("'", '%27');

/** The example request as curl: token from the environment, body from a quoted heredoc (safe to paste as is). */
export function curlExample(spec: JsonObject, ref: OperationRef, baseUrl: string): string {
  const parameters = [
    ...((ref.pathItem.parameters as Json[] | undefined) ?? []),
    ...((ref.operation.parameters as Json[] | undefined) ?? []),
  ].map((parameter) => deref(spec, parameter));
  let path = ref.path;
  const query: string[] = [];
  const headers: string[] = [];
  for (const parameter of parameters) {
    const name = asString(parameter.name);
    const example = exampleOf(spec, parameter);
    if (parameter.in === 'path')
      path = path.replace(`{${name}}`, example === undefined ? `{${name}}` : urlPart(example));
    if (parameter.in === 'query' && example !== undefined) query.push(`${urlPart(name)}=${urlPart(example)}`);
    if (parameter.in === 'header' && example !== undefined && /^[A-Za-z0-9-]+$/.test(name)) {
      headers.push(`-H '${name}: ${scalar(example).replace(/[^\x20-\x7e]|'/g, '')}'`);
    }
  }
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const content = asObject(deref(spec, ref.operation.requestBody).content);
  const [contentType, media] = Object.entries(content)[0] ?? [];
  const body = media === undefined ? undefined : exampleOf(spec, asObject(media));
  const lines = [
    `curl -sS -X ${ref.method.toUpperCase()} '${url}'`,
    `-H "Authorization: Bearer $TESSERA_TOKEN"`,
    ...headers,
    ...(body === undefined ? [] : [`-H 'Content-Type: ${contentType}'`, '--data-binary @-']),
  ];
  const command = lines.join(' \\\n  ');
  if (body === undefined) return command;
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return `${command} <<'BODY'\n${text}\nBODY`;
}

/** The guide pages of the latest docs version that link to the operation's reference page. */
export function guidesLinkingTo(docs: DocsSite, operationUrl: string): { title: string; url: string }[] {
  const link = new RegExp(`${escapeRegExp(operationUrl)}(?=[)#>\\s])`);
  return [...docs.pages.values()]
    .filter((page) => page.section !== 'developer' && page.version === latestVersion.label)
    .filter((page) => link.test(page.markdown))
    .map((page) => ({ title: page.title, url: page.url }));
}

/** The reference page's URL of an operation. */
export const operationUrl = (operationId: string): string =>
  absoluteUrl(`${site.baseUrl}${apiReference.routeBasePath}/${kebabCase(operationId)}`);

export interface OperationAnswer {
  readonly markdown: string;
  readonly url: string;
  readonly guides: { title: string; url: string }[];
}

/** The operation as Markdown: reference, example request, the guides that use it. */
export function operationMarkdown(docs: DocsSite, ref: OperationRef, baseUrl: string): OperationAnswer {
  const pageOf = (url: string): string | undefined => (docs.pages.has(url.slice(docs.origin.length)) ? url : undefined);
  const renderer = new ApiMarkdown(docs.spec, {
    schema: (name) => pageOf(absoluteUrl(`${site.baseUrl}${apiReference.routeBasePath}/schemas/${kebabCase(name)}`)),
    operation: (operationId) => pageOf(operationUrl(operationId)),
    site: (sitePath) => absoluteUrl(`${site.baseUrl}${sitePath.replace(/^\//, '')}`),
  });
  const url = operationUrl(ref.operationId);
  const guides = guidesLinkingTo(docs, url);
  const markdown = [
    `# ${ref.summary || ref.operationId}`,
    `Source: <${url}> (operationId \`${ref.operationId}\`)`,
    renderer.operation(ref.operationId).body,
    '## Example request',
    `Against \`${baseUrl}\`${baseUrl === apiReference.mockServer ? ' (the mock server, `npm run mock` in the documentation repository, which accepts any bearer token)' : ''}. Set \`TESSERA_TOKEN\` to a token issued for the person making the call.`,
    `\`\`\`bash\n${curlExample(docs.spec, ref, baseUrl)}\n\`\`\``,
    '## Guides that use it',
    guides.length > 0
      ? guides.map((guide) => `- [${guide.title}](${guide.url})`).join('\n')
      : `No guide of version ${latestVersion.label} links to this operation.`,
  ].join('\n\n');
  return { markdown: `${markdown}\n`, url, guides };
}
