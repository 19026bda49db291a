/**
 * PowerShell 7: `Invoke-RestMethod`. No PowerShell runs here, so the runner does not execute these;
 * code-samples.test.ts checks their structure instead.
 */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, kebabName, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

/** A single-quoted PowerShell string. */
const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** A single-quoted here-string: nothing in it is expanded. */
const hereString = (text: string): string => `@'\n${text}\n'@`;

/** A form part's name as a variable name. */
const identifier = (name: string): string => name.replace(/\W/g, '_');

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const fileName = `${kebabName(request.name)}.ps1`;
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const lines = [
    `# ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `# Save as ${fileName} and run in PowerShell 7: $env:${TOKEN_VARIABLE} = '<token>'; ./${fileName}`,
    `# ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    `$baseUrl = if ($env:${BASE_URL_VARIABLE}) { $env:${BASE_URL_VARIABLE} } else { ${quote(context.defaultBaseUrl)} }`,
  ];
  let uri = `"$baseUrl${request.path}"`;
  if (request.query.length > 0) {
    lines.push(
      `$query = ${request.query
        .map(
          ([name, value], index) =>
            `${quote(`${index === 0 ? '' : '&'}${name}=`)} + [uri]::EscapeDataString(${quote(value)})`,
        )
        .join(' +\n    ')}`,
    );
    uri = `"$baseUrl${request.path}?$query"`;
  }
  const parameters = [
    `Method = ${quote(request.method.charAt(0).toUpperCase() + request.method.slice(1))}`,
    `Uri = ${uri}`,
    `Headers = @{ Authorization = "Bearer $env:${TOKEN_VARIABLE}" }`,
  ];
  if (request.body?.kind === 'json') {
    lines.push(`$body = ${hereString(prettyJson(request.body.value))}`);
    parameters.push(`ContentType = ${quote(request.body.contentType)}`, 'Body = $body');
  } else if (multipart) {
    // Each part names itself, quoted and without the `filename*` that $form.Add(content, name, fileName) adds.
    lines.push('$form = [System.Net.Http.MultipartFormDataContent]::new()');
    for (const part of multipart.parts) {
      const variable = `$${identifier(part.name)}`;
      if (part.kind === 'file') {
        lines.push(
          `# ${part.fileName} is read from the current directory.`,
          `${variable} = [System.Net.Http.ByteArrayContent]::new([System.IO.File]::ReadAllBytes((Join-Path $PWD ${quote(part.fileName)})))`,
        );
      } else {
        const text = part.kind === 'json' ? hereString(prettyJson(part.value)) : quote(part.value);
        lines.push(`${variable} = [System.Net.Http.StringContent]::new(${text})`);
      }
      lines.push(
        `${variable}.Headers.ContentType = [System.Net.Http.Headers.MediaTypeHeaderValue]::new(${quote(part.contentType)})`,
        `${variable}.Headers.ContentDisposition = [System.Net.Http.Headers.ContentDispositionHeaderValue]::new('form-data')`,
        `${variable}.Headers.ContentDisposition.Name = ${quote(`"${part.name}"`)}`,
        ...(part.kind === 'file'
          ? [`${variable}.Headers.ContentDisposition.FileName = ${quote(`"${part.fileName}"`)}`]
          : []),
        `$form.Add(${variable})`,
      );
    }
    parameters.push('Body = $form');
  }
  lines.push(
    '$request = @{',
    ...parameters.map((parameter) => `    ${parameter}`),
    '}',
    '$response = Invoke-RestMethod @request -SkipHttpErrorCheck -StatusCodeVariable status',
    '"HTTP $status"',
    '$response | ConvertTo-Json -Depth 20',
    'if ($status -lt 200 -or $status -ge 300) { exit 1 }',
    '',
  );
  return lines.join('\n');
}

export const powershell: SampleTemplate = {
  tab: 'powershell',
  lang: 'PowerShell',
  library: 'Invoke-RestMethod',
  highlight: 'powershell',
  fileName: (request) => `${kebabName(request.name)}.ps1`,
  render,
};
