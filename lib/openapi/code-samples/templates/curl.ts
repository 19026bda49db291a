/** curl: a shell command; `--fail-with-body` makes it exit non-zero on an HTTP error, after printing the body. */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, kebabName, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

/** Single-quotes a shell word. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** curl reads a `-F` value up to a `;`, and a value starting with `"`, `@` or `<` otherwise: quote those (curl's own quoting). */
function formValue(text: string): string {
  return text.includes(';') || /^["@<]/.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : text;
}

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const inferred = request.body === undefined ? 'GET' : 'POST';
  const options: string[] = [];
  if (request.method.toUpperCase() !== inferred) options.push(`-X ${request.method.toUpperCase()}`);
  // A GET's query is written out and encoded by curl (-G), so the reader sees the JSON it sends.
  const inline = request.method === 'get';
  const query = inline
    ? request.query.map(([name, value]) => `--data-urlencode ${shellQuote(`${name}=${value}`)}`)
    : [];
  const search =
    inline || request.query.length === 0
      ? ''
      : `?${new URLSearchParams(request.query).toString().replaceAll('+', '%20')}`;
  const url = `"\${${BASE_URL_VARIABLE}:-${context.defaultBaseUrl}}${request.path}${search}"`;
  const lines = [
    ['curl -sS --fail-with-body', "-w '\\nHTTP %{http_code}\\n'", ...options].join(' '),
    url,
    ...(inline && query.length > 0 ? ['-G', ...query] : []),
    `-H "Authorization: Bearer \${${TOKEN_VARIABLE}:?Set ${TOKEN_VARIABLE} to your bearer token}"`,
  ];
  const notes: string[] = [];
  if (request.body?.kind === 'json') {
    lines.push(`-H ${shellQuote(`Content-Type: ${request.body.contentType}`)}`);
    lines.push(`--data-raw ${shellQuote(prettyJson(request.body.value))}`);
  } else if (request.body?.kind === 'multipart') {
    for (const part of request.body.parts) {
      if (part.kind === 'file') {
        notes.push(`# Sends the file ${part.fileName} from the current directory as \`${part.name}\`.`);
        lines.push(`-F ${shellQuote(`${part.name}=@${part.fileName};type=${part.contentType}`)}`);
      } else {
        const value = part.kind === 'json' ? JSON.stringify(part.value) : part.value;
        lines.push(`-F ${shellQuote(`${part.name}=${formValue(value)};type=${part.contentType}`)}`);
      }
    }
  }
  return [
    `# ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `# Set ${TOKEN_VARIABLE} to your bearer token; ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    ...notes,
    lines.join(' \\\n  '),
    '',
  ].join('\n');
}

export const curl: SampleTemplate = {
  tab: 'curl',
  lang: 'cURL',
  library: 'curl',
  highlight: 'bash',
  fileName: (request) => `${kebabName(request.name)}.sh`,
  render,
};
