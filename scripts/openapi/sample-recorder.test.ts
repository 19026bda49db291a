import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { sampleRequests, type SampleRequest } from '../../lib/openapi/code-samples';
import { readSpec } from '../../lib/openapi/spec-source';
import { requestProblems, startRecorder, type ReceivedRequest } from './sample-recorder';

const requests = sampleRequests(readSpec(apiReference.specPath));
const byName = (name: string): SampleRequest => {
  const found = requests.find((request) => request.name === name);
  if (!found) throw new Error(`no sample request ${name}`);
  return found;
};
const TOKEN = 'test-token';

function received(
  request: SampleRequest,
  overrides: Partial<ReceivedRequest> & { extraHeaders?: [string, string][] } = {},
): ReceivedRequest {
  const body = request.body?.kind === 'json' ? Buffer.from(JSON.stringify(request.body.value)) : Buffer.alloc(0);
  const query = new URLSearchParams(request.query).toString();
  return {
    method: request.method.toUpperCase(),
    url: request.path + (query ? `?${query}` : ''),
    headers: [
      ['authorization', `Bearer ${TOKEN}`],
      ...(request.body?.kind === 'json' ? [['content-type', request.body.contentType] as [string, string]] : []),
      ...(overrides.extraHeaders ?? []),
    ],
    body,
    ...overrides,
  };
}

/** The multipart body Node's own FormData writes for Comment on a task, with the example's parts. */
async function commentForm(
  attachment: Blob | string,
  fileName?: string,
): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  if (typeof attachment === 'string') form.append('attachment', attachment);
  else form.append('attachment', attachment, fileName);
  const request = byName('addTaskComment');
  const properties =
    request.body?.kind === 'multipart' ? request.body.parts.find((part) => part.kind === 'json') : undefined;
  form.append(
    'properties',
    new Blob([JSON.stringify(properties?.kind === 'json' ? properties.value : null)], { type: 'application/json' }),
    'properties.json',
  );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: encoded.headers.get('content-type') ?? '', body: Buffer.from(await encoded.arrayBuffer()) };
}

describe('the sample recorder', () => {
  it('accepts the request the example describes', () => {
    for (const name of ['submitCart', 'listTasks', 'actOnTaskApprove', 'actOnTaskReject']) {
      expect(requestProblems(byName(name), received(byName(name)), TOKEN), name).toEqual([]);
    }
  });

  it('catches a cart of schema placeholders ("name": "string") instead of Jane Doe\'s', () => {
    const request = byName('submitCart');
    const placeholder = Buffer.from(
      JSON.stringify({ name: 'string', owner: 'string', requester: { login: 'string' } }),
    );
    expect(requestProblems(request, received(request, { body: placeholder }), TOKEN)).toEqual([
      expect.stringMatching(/^body \{"name":"string".*expected the example \{"name":"Quarter-end reporting"/),
    ]);
  });

  it('catches two Content-Type headers and an empty URL-encoded body', () => {
    const request = byName('actOnTaskApprove');
    expect(
      requestProblems(request, received(request, { extraHeaders: [['content-type', 'application/json']] }), TOKEN),
    ).toEqual(['2 Content-Type headers (["application/json","application/json"]), expected one']);
    const empty = received(request, {
      headers: [
        ['authorization', `Bearer ${TOKEN}`],
        ['content-type', 'application/x-www-form-urlencoded'],
      ],
      body: Buffer.alloc(0),
    });
    expect(requestProblems(request, empty, TOKEN)).toEqual([
      'Content-Type application/x-www-form-urlencoded, expected application/json',
    ]);
  });

  it('catches a JSON filter sent unencoded as another value, a wrong path and a missing token', () => {
    const request = byName('listTasks');
    const wrong = received(request, { url: '/api/core/task?filter=jane.doe', headers: [] });
    expect(requestProblems(request, wrong, TOKEN)).toEqual([
      'path /api/core/task, expected /api/core/tasks',
      'query {"filter":"jane.doe"}, expected {"filter":"{\\"status\\":\\"Assigned\\",\\"userLogin\\":\\"maria.lopez\\"}"}',
      'no Authorization header, expected one "Bearer <token from TESSERA_TOKEN>"',
    ]);
  });

  it('accepts the comment form with the attachment as a file, and catches it sent as text', async () => {
    const request = byName('addTaskComment');
    const attachment =
      request.body?.kind === 'multipart' ? request.body.parts.find((part) => part.kind === 'file') : undefined;
    if (attachment?.kind !== 'file') throw new Error('addTaskComment sends no file');
    const asFile = await commentForm(
      new Blob([attachment.content], { type: 'application/octet-stream' }),
      'q4-reporting-plan.pdf',
    );
    const withForm = (form: { contentType: string; body: Buffer }): ReceivedRequest =>
      received(request, {
        headers: [
          ['authorization', `Bearer ${TOKEN}`],
          ['content-type', form.contentType],
        ],
        body: form.body,
      });
    expect(requestProblems(request, withForm(asFile), TOKEN)).toEqual([]);
    expect(requestProblems(request, withForm(await commentForm(attachment.content)), TOKEN)).toEqual([
      'form part attachment: Content-Type nothing, expected application/octet-stream',
      'form part attachment: file name nothing, expected q4-reporting-plan.pdf',
    ]);
  });

  it('passes each request on to the mock as sent, repeated headers included, and records its answer', async () => {
    let seen: string[] = [];
    const target = createServer((request, response) => {
      seen = request.rawHeaders;
      response.writeHead(201).end('created');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const recorder = await startRecorder(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
    try {
      const response = await fetch(`${recorder.baseUrl}/api/core/cart?x=1`, {
        method: 'POST',
        headers: [
          ['Authorization', 'Bearer t'],
          ['X-Twice', 'a'],
          ['X-Twice', 'b'],
        ],
        body: '{}',
      });
      expect([response.status, await response.text()]).toEqual([201, 'created']);
      expect(recorder.received).toMatchObject([{ method: 'POST', url: '/api/core/cart?x=1', status: 201 }]);
      expect(seen.join(' ')).toContain('x-twice a, b');
    } finally {
      await recorder.close();
      target.close();
    }
  });
});
