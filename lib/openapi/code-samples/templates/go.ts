/** Go: `net/http` and `mime/multipart` from the standard library; runs with `go run main.go`. */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, indent, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

const str = (text: string): string => JSON.stringify(text);

/** A raw string literal where it can be one (no backquote), else an interpreted one. */
const raw = (text: string): string => (text.includes('`') ? str(text) : `\`${text}\``);

/** A form part's name as a variable name. */
const identifier = (name: string): string => name.replace(/\W/g, '_');

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const imports = [
    ...(multipart ? ['bytes'] : []),
    'fmt',
    'io',
    ...(multipart ? ['mime/multipart'] : []),
    'net/http',
    ...(multipart ? ['net/textproto'] : []),
    ...(request.query.length > 0 ? ['net/url'] : []),
    'os',
    ...(request.body?.kind === 'json' ? ['strings'] : []),
  ];
  const body = [
    `baseURL := os.Getenv(${str(BASE_URL_VARIABLE)})`,
    'if baseURL == "" {',
    `\tbaseURL = ${str(context.defaultBaseUrl)}`,
    '}',
  ];
  let target = `baseURL + ${str(request.path)}`;
  if (request.query.length > 0) {
    body.push(
      'query := url.Values{}',
      ...request.query.map(([name, value]) => `query.Set(${str(name)}, ${raw(value)})`),
    );
    target += ' + "?" + query.Encode()';
  }
  let reader = 'nil';
  let contentType: string | undefined;
  if (request.body?.kind === 'json') {
    body.push(`body := strings.NewReader(${raw(prettyJson(request.body.value))})`);
    reader = 'body';
    contentType = str(request.body.contentType);
  } else if (multipart) {
    body.push('var body bytes.Buffer', 'form := multipart.NewWriter(&body)');
    for (const part of multipart.parts) {
      const disposition = `form-data; name="${part.name}"${part.kind === 'file' ? `; filename="${part.fileName}"` : ''}`;
      const variable = `${identifier(part.name)}Part`;
      body.push(
        `${variable}, err := form.CreatePart(textproto.MIMEHeader{`,
        `\t"Content-Disposition": {${raw(disposition)}},`,
        `\t"Content-Type":        {${str(part.contentType)}},`,
        '})',
        'check(err)',
      );
      if (part.kind === 'file') {
        body.push(
          `// ${part.fileName} is read from the current directory.`,
          `${identifier(part.name)}, err := os.ReadFile(${str(part.fileName)})`,
          'check(err)',
          `_, err = ${variable}.Write(${identifier(part.name)})`,
        );
      } else {
        const text = part.kind === 'json' ? prettyJson(part.value) : part.value;
        body.push(`_, err = io.WriteString(${variable}, ${raw(text)})`);
      }
      body.push('check(err)');
    }
    body.push('check(form.Close())');
    reader = '&body';
    contentType = 'form.FormDataContentType()';
  }
  body.push(
    `request, err := http.NewRequest(${str(request.method.toUpperCase())}, ${target}, ${reader})`,
    'check(err)',
    `request.Header.Set("Authorization", "Bearer "+os.Getenv(${str(TOKEN_VARIABLE)}))`,
    ...(contentType === undefined ? [] : [`request.Header.Set("Content-Type", ${contentType})`]),
    'response, err := http.DefaultClient.Do(request)',
    'check(err)',
    'defer response.Body.Close()',
    'responseBody, err := io.ReadAll(response.Body)',
    'check(err)',
    'fmt.Println("HTTP", response.StatusCode)',
    'fmt.Println(string(responseBody))',
    'if response.StatusCode/100 != 2 {',
    '\tos.Exit(1)',
    '}',
  );
  return [
    `// ${request.summary}: ${request.method.toUpperCase()} ${request.pathTemplate}`,
    `// Save as main.go and run: ${TOKEN_VARIABLE}=<token> go run main.go`,
    `// ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t${str(name)}`),
    ')',
    '',
    'func main() {',
    indent(body.join('\n'), '\t'),
    '}',
    '',
    'func check(err error) {',
    '\tif err != nil {',
    '\t\tfmt.Fprintln(os.Stderr, err)',
    '\t\tos.Exit(1)',
    '\t}',
    '}',
    '',
  ].join('\n');
}

export const go: SampleTemplate = {
  tab: 'go',
  lang: 'Go',
  library: 'net/http',
  highlight: 'go',
  fileName: () => 'main.go',
  render,
};
