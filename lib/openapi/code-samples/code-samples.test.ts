import { describe, expect, it } from 'vitest';
import { apiReference, codeSampleContext } from '../../../config/api-reference';
import { isObject, readSpec, type Json } from '../spec-source';
import { codeSamples, sampleRequests, sampleTemplates, withCodeSamples } from './index';

const source = readSpec(apiReference.specPath);
const samples = codeSamples(source, codeSampleContext);
const operationIds = Object.values(isObject(source.root.paths) ? source.root.paths : {}).flatMap((pathItem) =>
  Object.values(isObject(pathItem) ? pathItem : {}).flatMap((operation) =>
    isObject(operation) && typeof operation.operationId === 'string' ? [operation.operationId] : [],
  ),
);

/** Every string in a JSON value. */
function strings(value: Json): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isObject(value)) return Object.values(value).flatMap((item) => (item === undefined ? [] : strings(item)));
  return [];
}

describe('the code samples of the API reference', () => {
  it('cover every operation in every language tab', () => {
    for (const operationId of operationIds) {
      const tabs = samples
        .filter((sample) => sample.request.operationId === operationId)
        .map((sample) => sample.template.tab);
      expect(new Set(tabs), operationId).toEqual(new Set(sampleTemplates.map((template) => template.tab)));
    }
  });

  it('send no schema placeholder such as "string": every operation here has examples', () => {
    for (const sample of samples) {
      const { body, query } = sample.request;
      // "string" is sent only where the example itself holds that value (a form field's dataType).
      const inExample = [
        ...query.map(([, value]) => value),
        ...(body?.kind === 'json' ? strings(body.value) : []),
        ...(body?.kind === 'multipart'
          ? body.parts.flatMap((part) => (part.kind === 'json' ? strings(part.value) : []))
          : []),
      ].filter((value) => value === 'string').length;
      const inSample = sample.source.match(/(["'`])string\1/g)?.length ?? 0;
      expect(inSample, `${sample.template.tab} ${sample.request.name}`).toBeLessThanOrEqual(inExample);
    }
  });

  it("send the operation's own example: every value of its body and parameters is in the sample", () => {
    for (const sample of samples) {
      const { request } = sample;
      const body = request.body;
      const values = [
        ...request.query.flatMap(([, value]) => (sample.template.tab === 'curl' ? [value] : [])),
        ...(body?.kind === 'json' ? strings(body.value) : []),
        ...(body?.kind === 'multipart'
          ? body.parts.flatMap((part) =>
              part.kind === 'file' ? [part.fileName] : part.kind === 'json' ? strings(part.value) : [part.value],
            )
          : []),
      ];
      // A shell word in single quotes writes a quote as '\'' (curl): read the sample as the shell does.
      const code = sample.template.tab === 'curl' ? sample.source.replaceAll(`'\\''`, "'") : sample.source;
      for (const value of values) {
        // JSON and Go escape a double quote with a backslash, a Java text block escapes that backslash, C# doubles the quote.
        const escaped = JSON.stringify(value).slice(1, -1);
        const written = [value, escaped, escaped.replaceAll('\\', '\\\\'), escaped.replaceAll('"', '""')];
        expect(
          written.some((text) => code.includes(text)),
          `${sample.template.tab} ${request.name} sends ${value}`,
        ).toBe(true);
      }
      expect(sample.source, `${sample.template.tab} ${request.name}`).toContain(request.path.split('?')[0]);
    }
  });

  it('read the token from TESSERA_TOKEN and default to the mock server, saying so', () => {
    for (const sample of samples) {
      expect(sample.source).toContain('TESSERA_TOKEN');
      expect(sample.source).toContain(codeSampleContext.defaultBaseUrl);
      expect(sample.source).toContain('TESSERA_BASE_URL defaults to the local mock server');
    }
  });

  it('send a file from disk, not the example text, as the attachment of Comment on a task', () => {
    const [comment] = sampleRequests(source).filter((request) => request.operationId === 'addTaskComment');
    expect(comment.body).toMatchObject({
      kind: 'multipart',
      parts: [
        {
          kind: 'file',
          name: 'attachment',
          contentType: 'application/octet-stream',
          fileName: 'q4-reporting-plan.pdf',
        },
        { kind: 'json', name: 'properties', contentType: 'application/json' },
      ],
    });
  });

  it('put the JSON filter of List tasks into the query as text, for each language to encode', () => {
    const [listTasks] = sampleRequests(source).filter((request) => request.operationId === 'listTasks');
    expect(listTasks.query).toEqual([['filter', '{"status":"Assigned","userLogin":"maria.lopez"}']]);
  });

  it('send each example of Act on a task to its own task and action, the Reject sample rejecting REQ-10462', () => {
    const actOnTask = sampleRequests(source).filter((request) => request.operationId === 'actOnTask');
    expect(actOnTask.map((request) => [request.name, request.path])).toEqual([
      ['actOnTaskApprove', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Approve'],
      ['actOnTaskReject', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f6/Reject'],
      ['actOnTaskClaimFulfillment', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Claim'],
      ['actOnTaskCompleteFulfillment', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f3/Approve'],
      ['actOnTaskEscalate', '/api/core/task/66b2c3d4e5f6a7b8c9d0e1f2/Escalate'],
    ]);
    const reject = samples.filter((sample) => sample.request.name === 'actOnTaskReject');
    for (const sample of reject) {
      expect(sample.source, sample.template.tab).toContain('66b2c3d4e5f6a7b8c9d0e1f6');
      expect(sample.source, sample.template.tab).not.toContain('66b2c3d4e5f6a7b8c9d0e1f2');
    }
  });

  it('are the x-codeSamples of each operation of the pages, one per language tab and example', () => {
    const pages = withCodeSamples(source, codeSampleContext);
    const listTasks = (pages.paths as Record<string, Record<string, Record<string, unknown>>>)['/api/core/tasks'].get;
    expect((listTasks['x-codeSamples'] as { lang: string }[]).map((sample) => sample.lang)).toEqual(
      sampleTemplates.map((template) => template.lang),
    );
  });
});

/**
 * No PowerShell runs here, so the runner cannot run these samples: this checks what can be checked
 * without it, against the request each one was written from.
 */
describe('the PowerShell samples, which no test can run here', () => {
  const powershell = samples.filter((sample) => sample.template.tab === 'powershell');

  it.each(powershell.map((sample) => [sample.request.name, sample] as const))(
    '%s is well formed and sends its example',
    (_, sample) => {
      const { request, source: code } = sample;
      const hereStrings = [...code.matchAll(/@'\n([\s\S]*?)\n'@/g)].map((match) => match[1]);
      const outside = code.replace(/@'\n[\s\S]*?\n'@/g, '');
      // Outside here-strings, every single-quoted string closes and braces and parentheses balance.
      const unquoted = outside.replace(/'(?:[^']|'')*'/g, '').replace(/"[^"]*"/g, '');
      expect(unquoted).not.toMatch(/['"]/);
      for (const [open, close] of [
        ['{', '}'],
        ['(', ')'],
      ]) {
        expect(unquoted.split(open).length, `${open}${close} balance`).toBe(unquoted.split(close).length);
      }
      expect(code).toMatch(new RegExp(`Method = '${request.method}'`, 'i'));
      expect(code).toContain(`Uri = "$baseUrl${request.path}${request.query.length > 0 ? '?$query' : ''}"`);
      expect(code).toContain('Headers = @{ Authorization = "Bearer $env:TESSERA_TOKEN" }');
      for (const [name, value] of request.query)
        expect(code).toContain(`${name}=' + [uri]::EscapeDataString('${value.replaceAll("'", "''")}')`);
      expect(code).toContain('Invoke-RestMethod @request -SkipHttpErrorCheck -StatusCodeVariable status');
      expect(code).toContain('if ($status -lt 200 -or $status -ge 300) { exit 1 }');
      const body = request.body;
      if (body?.kind === 'json') {
        expect(hereStrings.map((text) => JSON.parse(text) as unknown)).toEqual([body.value]);
        expect(code).toContain(`ContentType = '${body.contentType}'`);
      } else if (body?.kind === 'multipart') {
        expect(hereStrings.map((text) => JSON.parse(text) as unknown)).toEqual(
          body.parts.flatMap((part) => (part.kind === 'json' ? [part.value] : [])),
        );
        for (const part of body.parts) {
          expect(code).toContain(`.Headers.ContentDisposition.Name = '"${part.name}"'`);
          expect(code).toContain(`[System.Net.Http.Headers.MediaTypeHeaderValue]::new('${part.contentType}')`);
          if (part.kind === 'file') expect(code).toContain(`(Join-Path $PWD '${part.fileName}')`);
        }
        expect(code).toContain('Body = $form');
      } else {
        expect(code).not.toContain('Body =');
      }
    },
  );
});
