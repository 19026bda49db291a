/** Java 17: `java.net.http.HttpClient`, no library; runs as a single source file (`java ListTasks.java`). */
import type { SampleRequest } from '../request';
import { BASE_URL_VARIABLE, indent, pascalName, prettyJson, TOKEN_VARIABLE, type SampleTemplate } from '../template';

const str = (text: string): string => JSON.stringify(text);

/** A text block holding `text` as it is: backslashes and triple quotes escaped. */
function textBlock(text: string, prefix: string): string {
  const escaped = text.replaceAll('\\', '\\\\').replaceAll('"""', '\\"""');
  return `"""\n${indent(escaped, prefix)}\n${prefix}"""`;
}

function render(request: SampleRequest, context: { defaultBaseUrl: string }): string {
  const className = pascalName(request.name);
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const imports = [
    ...(multipart ? ['java.io.ByteArrayOutputStream'] : []),
    'java.net.URI',
    ...(request.query.length > 0 ? ['java.net.URLEncoder'] : []),
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
    ...(request.query.length > 0 || multipart ? ['java.nio.charset.StandardCharsets'] : []),
    ...(multipart?.parts.some((part) => part.kind === 'file') ? ['java.nio.file.Files', 'java.nio.file.Path'] : []),
    ...(multipart ? ['java.util.UUID'] : []),
  ];
  const body: string[] = [
    `String baseUrl = System.getenv().getOrDefault(${str(BASE_URL_VARIABLE)}, ${str(context.defaultBaseUrl)});`,
  ];
  let uri = `baseUrl + ${str(request.path)}`;
  if (request.query.length > 0) {
    body.push(
      `String query = ${request.query
        .map(
          ([name, value], index) =>
            `${str(`${index === 0 ? '' : '&'}${name}=`)} + URLEncoder.encode(${str(value)}, StandardCharsets.UTF_8)`,
        )
        .join('\n        + ')};`,
    );
    uri += ' + "?" + query';
  }
  const builder = [
    `HttpRequest request = HttpRequest.newBuilder(URI.create(${uri}))`,
    `    .header("Authorization", "Bearer " + System.getenv(${str(TOKEN_VARIABLE)}))`,
  ];
  const method = request.method.toUpperCase();
  if (request.body?.kind === 'json') {
    body.push(`String body = ${textBlock(prettyJson(request.body.value), '    ')};`);
    builder.push(`    .header("Content-Type", ${str(request.body.contentType)})`);
    builder.push(`    .method(${str(method)}, HttpRequest.BodyPublishers.ofString(body))`);
  } else if (multipart) {
    body.push(
      'String boundary = UUID.randomUUID().toString();',
      'ByteArrayOutputStream form = new ByteArrayOutputStream();',
    );
    for (const part of multipart.parts) {
      const disposition = `form-data; name="${part.name}"${part.kind === 'file' ? `; filename="${part.fileName}"` : ''}`;
      body.push(
        `form.writeBytes(("--" + boundary + "\\r\\nContent-Disposition: " + ${str(disposition)}`,
        `    + "\\r\\nContent-Type: ${part.contentType}\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));`,
      );
      if (part.kind === 'file') {
        body.push(
          `// ${part.fileName} is read from the current directory.`,
          `form.writeBytes(Files.readAllBytes(Path.of(${str(part.fileName)})));`,
        );
      } else {
        const text = part.kind === 'json' ? textBlock(prettyJson(part.value), '    ') : str(part.value);
        body.push(`form.writeBytes(${text}.getBytes(StandardCharsets.UTF_8));`);
      }
      body.push('form.writeBytes("\\r\\n".getBytes(StandardCharsets.UTF_8));');
    }
    body.push('form.writeBytes(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
    builder.push('    .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
    builder.push(`    .method(${str(method)}, HttpRequest.BodyPublishers.ofByteArray(form.toByteArray()))`);
  } else if (method === 'GET') {
    builder.push('    .GET()');
  } else {
    builder.push(`    .method(${str(method)}, HttpRequest.BodyPublishers.noBody())`);
  }
  builder.push('    .build();');
  body.push(
    ...builder,
    // HTTP/1.1: the default client would first offer a plain-text HTTP/2 upgrade that some servers refuse.
    'HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();',
    'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println("HTTP " + response.statusCode());',
    'System.out.println(response.body());',
    'if (response.statusCode() / 100 != 2) System.exit(1);',
  );
  return [
    `// ${request.summary}: ${method} ${request.pathTemplate}`,
    `// Save as ${className}.java and run: ${TOKEN_VARIABLE}=<token> java ${className}.java (Java 17 or later).`,
    `// ${BASE_URL_VARIABLE} defaults to the local mock server.`,
    ...imports.map((name) => `import ${name};`),
    '',
    `public class ${className} {`,
    '    public static void main(String[] args) throws Exception {',
    indent(body.join('\n'), '        '),
    '    }',
    '}',
    '',
  ].join('\n');
}

export const java: SampleTemplate = {
  tab: 'java',
  lang: 'Java',
  library: 'java.net.http',
  highlight: 'java',
  fileName: (request) => `${pascalName(request.name)}.java`,
  render,
};
