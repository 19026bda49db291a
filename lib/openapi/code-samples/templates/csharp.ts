/** C#: `System.Net.Http.HttpClient`; builds with .NET or with Mono's `mcs -r:System.Net.Http`. */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, indent, pascalName, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

const str = (text: string): string => JSON.stringify(text);

/** A verbatim string literal: quotes doubled, line breaks kept. */
const verbatim = (text: string): string => `@"${text.replaceAll('"', '""')}"`;

/** A form part's name as a variable name. */
const identifier = (name: string): string => name.replace(/\W/g, '_');

/** A part's Content-Disposition with quoted names, as browsers send it. */
function disposition(name: string, fileName?: string): string {
  const fields = [
    `Name = ${str(`"${name}"`)}`,
    ...(fileName === undefined ? [] : [`FileName = ${str(`"${fileName}"`)}`]),
  ];
  return `new ContentDispositionHeaderValue("form-data") { ${fields.join(', ')} }`;
}

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const className = pascalName(request.name);
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const method = request.method.charAt(0).toUpperCase() + request.method.slice(1).toLowerCase();
  const body = [
    `var baseUrl = Environment.GetEnvironmentVariable(${str(BASE_URL_VARIABLE)}) ?? ${str(context.defaultBaseUrl)};`,
  ];
  let target = `baseUrl + ${str(request.path)}`;
  if (request.query.length > 0) {
    body.push(
      `var query = ${request.query
        .map(
          ([name, value], index) => `${str(`${index === 0 ? '' : '&'}${name}=`)} + Uri.EscapeDataString(${str(value)})`,
        )
        .join('\n    + ')};`,
    );
    target += ' + "?" + query';
  }
  body.push(
    `var request = new HttpRequestMessage(new HttpMethod(${str(method.toUpperCase())}), ${target});`,
    `request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable(${str(TOKEN_VARIABLE)}));`,
  );
  if (request.body?.kind === 'json') {
    body.push(
      `var body = ${verbatim(prettyJson(request.body.value))};`,
      `request.Content = new StringContent(body, Encoding.UTF8, ${str(request.body.contentType)});`,
    );
  } else if (multipart) {
    // Each part names itself: form.Add(content, name, fileName) would write the names unquoted and add
    // a `filename*` that some servers cannot read (the Prism mock stops on it).
    body.push('var form = new MultipartFormDataContent();');
    for (const part of multipart.parts) {
      const variable = identifier(part.name);
      if (part.kind === 'file') {
        body.push(
          `// ${part.fileName} is read from the current directory.`,
          `var ${variable} = new ByteArrayContent(File.ReadAllBytes(${str(part.fileName)}));`,
          `${variable}.Headers.ContentType = new MediaTypeHeaderValue(${str(part.contentType)});`,
          `${variable}.Headers.ContentDisposition = ${disposition(part.name, part.fileName)};`,
          `form.Add(${variable});`,
        );
      } else {
        const text = part.kind === 'json' ? verbatim(prettyJson(part.value)) : str(part.value);
        body.push(
          `var ${variable} = new StringContent(${text}, Encoding.UTF8);`,
          `${variable}.Headers.ContentType = new MediaTypeHeaderValue(${str(part.contentType)});`,
          `${variable}.Headers.ContentDisposition = ${disposition(part.name)};`,
          `form.Add(${variable});`,
        );
      }
    }
    body.push('request.Content = form;');
  }
  body.push(
    'var response = await new HttpClient().SendAsync(request);',
    'Console.WriteLine("HTTP " + (int)response.StatusCode);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    'return response.IsSuccessStatusCode ? 0 : 1;',
  );
  return [
    `// ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `// Save as ${className}.cs and add it to a .NET console project, or build it with Mono:`,
    `// mcs -r:System.Net.Http ${className}.cs && ${TOKEN_VARIABLE}=<token> mono ${className}.exe`,
    `// ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    'using System;',
    ...(multipart?.parts.some((part) => part.kind === 'file') ? ['using System.IO;'] : []),
    'using System.Net.Http;',
    'using System.Net.Http.Headers;',
    ...(request.body === undefined ? [] : ['using System.Text;']),
    'using System.Threading.Tasks;',
    '',
    `class ${className}`,
    '{',
    // Mono's compiler (mcs) takes no async Main.
    '    static int Main()',
    '    {',
    '        return Send().GetAwaiter().GetResult();',
    '    }',
    '',
    '    static async Task<int> Send()',
    '    {',
    indent(body.join('\n'), '        '),
    '    }',
    '}',
    '',
  ].join('\n');
}

export const csharp: SampleTemplate = {
  tab: 'csharp',
  lang: 'C#',
  library: 'HttpClient',
  highlight: 'csharp',
  fileName: (request) => `${pascalName(request.name)}.cs`,
  render,
};
