/** Python 3 with the standard library alone (`urllib.request`), so it runs without installing a package. */
import type { Json } from '../../spec-source';
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, kebabName, TOKEN_VARIABLE, type SampleTemplate } from '../template';

/** A Python string literal (JSON's string escapes are Python's). */
const str = (text: string): string => JSON.stringify(text);

/** A form part's name as a variable name. */
const identifier = (name: string): string => name.replace(/\W/g, '_');

/** A JSON value as a Python literal, indented as `json.dumps(indent=4)` would print it. */
function literal(value: Json, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + literal(item, depth + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value).filter((entry): entry is [string, Json] => entry[1] !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${str(key)}: ${literal(item, depth + 1)}`).join(',\n')},\n${end}}`;
}

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const fileName = `${kebabName(request.name).replaceAll('-', '_')}.py`;
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const sendsJson = request.body?.kind === 'json' || (multipart?.parts.some((part) => part.kind === 'json') ?? false);
  const imports = [
    ...(sendsJson ? ['json'] : []),
    'os',
    'sys',
    'urllib.error',
    ...(request.query.length > 0 ? ['urllib.parse'] : []),
    'urllib.request',
    ...(multipart ? ['uuid'] : []),
  ];
  const lines = [
    `# ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `# Save as ${fileName} and run: ${TOKEN_VARIABLE}=<token> python3 ${fileName}`,
    `# ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    ...imports.map((name) => `import ${name}`),
    '',
    `base_url = os.environ.get(${str(BASE_URL_VARIABLE)}, ${str(context.defaultBaseUrl)})`,
  ];
  if (request.query.length > 0) {
    lines.push(
      'query = urllib.parse.urlencode({',
      ...request.query.map(([name, value]) => `    ${str(name)}: ${str(value)},`),
      '})',
      `url = base_url + ${str(request.path)} + "?" + query`,
    );
  } else {
    lines.push(`url = base_url + ${str(request.path)}`);
  }
  const headers = [`"Authorization": "Bearer " + os.environ[${str(TOKEN_VARIABLE)}]`];
  let data = 'None';
  if (request.body?.kind === 'json') {
    lines.push(`body = ${literal(request.body.value)}`);
    headers.push(`"Content-Type": ${str(request.body.contentType)}`);
    data = 'json.dumps(body).encode()';
  } else if (multipart) {
    lines.push(
      'boundary = uuid.uuid4().hex',
      '',
      '',
      'def part(name, content_type, content, filename=None):',
      "    disposition = 'form-data; name=\"' + name + '\"' + ('; filename=\"' + filename + '\"' if filename else \"\")",
      '    head = "--" + boundary + "\\r\\nContent-Disposition: " + disposition + "\\r\\nContent-Type: " + content_type',
      '    return head.encode() + b"\\r\\n\\r\\n" + content + b"\\r\\n"',
      '',
      '',
    );
    const parts: string[] = [];
    for (const part of multipart.parts) {
      if (part.kind === 'file') {
        lines.push(
          `# ${part.fileName} is read from the current directory.`,
          `with open(${str(part.fileName)}, "rb") as file:`,
          `    ${identifier(part.name)} = file.read()`,
        );
        parts.push(
          `part(${str(part.name)}, ${str(part.contentType)}, ${identifier(part.name)}, ${str(part.fileName)})`,
        );
      } else if (part.kind === 'json') {
        lines.push(`${identifier(part.name)} = ${literal(part.value)}`);
        parts.push(`part(${str(part.name)}, ${str(part.contentType)}, json.dumps(${identifier(part.name)}).encode())`);
      } else {
        parts.push(`part(${str(part.name)}, ${str(part.contentType)}, ${str(part.value)}.encode())`);
      }
    }
    lines.push(
      'body = b"".join([',
      ...parts.map((part) => `    ${part},`),
      '    ("--" + boundary + "--\\r\\n").encode(),',
      '])',
    );
    headers.push(`"Content-Type": "multipart/form-data; boundary=" + boundary`);
    data = 'body';
  }
  lines.push(
    '',
    'request = urllib.request.Request(',
    '    url,',
    `    method=${str(request.method.toUpperCase())},`,
    ...(data === 'None' ? [] : [`    data=${data},`]),
    '    headers={',
    ...headers.map((header) => `        ${header},`),
    '    },',
    ')',
    'try:',
    '    with urllib.request.urlopen(request) as response:',
    '        print("HTTP", response.status)',
    '        print(response.read().decode())',
    'except urllib.error.HTTPError as error:',
    '    print("HTTP", error.code)',
    '    print(error.read().decode())',
    '    sys.exit(1)',
    '',
  );
  return lines.join('\n');
}

export const python: SampleTemplate = {
  tab: 'python',
  lang: 'Python',
  library: 'urllib.request',
  highlight: 'python',
  fileName: (request) => `${kebabName(request.name).replaceAll('-', '_')}.py`,
  render,
};
