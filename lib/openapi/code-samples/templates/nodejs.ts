/** Node.js 20 or later: the built-in `fetch`, `FormData` and `Blob`; no package to install. */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, kebabName, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

/** A part's name as a variable name. */
const identifier = (name: string): string => name.replace(/[^A-Za-z0-9_$]/g, '_');

const quote = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const fileName = `${kebabName(request.name)}.mjs`;
  const lines = [
    `// ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `// Save as ${fileName} and run: ${TOKEN_VARIABLE}=<token> node ${fileName} (Node.js 20 or later).`,
    `// ${BASE_URL_VARIABLE} defaults to the local mock server.`,
  ];
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  if (multipart?.parts.some((part) => part.kind === 'file')) lines.push(`import { readFile } from 'node:fs/promises';`);
  lines.push(
    '',
    `const baseUrl = process.env.${BASE_URL_VARIABLE} ?? ${quote(context.defaultBaseUrl)};`,
    `const url = new URL(baseUrl + ${quote(request.path)});`,
    ...request.query.map(([name, value]) => `url.searchParams.set(${quote(name)}, ${quote(value)});`),
  );
  const headers = [`Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\``];
  let body: string | undefined;
  if (request.body?.kind === 'json') {
    lines.push(`const body = ${prettyJson(request.body.value)};`);
    headers.push(`'Content-Type': ${quote(request.body.contentType)}`);
    body = 'JSON.stringify(body)';
  } else if (multipart) {
    lines.push('const form = new FormData();');
    for (const part of multipart.parts) {
      if (part.kind === 'file') {
        lines.push(
          `// ${part.fileName} is read from the current directory.`,
          `const ${identifier(part.name)} = await readFile(${quote(part.fileName)});`,
          `form.append(${quote(part.name)}, new Blob([${identifier(part.name)}], { type: ${quote(part.contentType)} }), ${quote(part.fileName)});`,
        );
      } else {
        if (part.kind === 'json') lines.push(`const ${identifier(part.name)} = ${prettyJson(part.value)};`);
        const content = part.kind === 'json' ? `JSON.stringify(${identifier(part.name)})` : quote(part.value);
        // FormData sends a part's content type only with a file name; the name says what the part holds.
        const partFile = part.kind === 'json' ? `${part.name}.json` : `${part.name}.txt`;
        lines.push(
          `form.append(${quote(part.name)}, new Blob([${content}], { type: ${quote(part.contentType)} }), ${quote(partFile)});`,
        );
      }
    }
    body = 'form';
  }
  lines.push(
    '',
    'const response = await fetch(url, {',
    `  method: ${quote(request.method.toUpperCase())},`,
    `  headers: { ${headers.join(', ')} },`,
    ...(body === undefined ? [] : [`  body: ${body},`]),
    '});',
    'console.log(`HTTP ${response.status}`);',
    'console.log(await response.text());',
    'if (!response.ok) process.exit(1);',
    '',
  );
  return lines.join('\n');
}

export const nodejs: SampleTemplate = {
  tab: 'nodejs',
  lang: 'NodeJs',
  library: 'fetch',
  highlight: 'javascript',
  fileName: (request) => `${kebabName(request.name)}.mjs`,
  render,
};
