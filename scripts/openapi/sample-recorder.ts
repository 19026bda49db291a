/**
 * What a code sample sent, and whether it is the request its operation's examples describe. The
 * runner puts a recorder in front of the mock for each sample: the mock checks the request against
 * the schema, which a placeholder such as `"string"` passes, so the recorder also holds it to the
 * example the sample was written from (lib/openapi/code-samples/request.ts).
 */
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { SampleRequest } from '../../lib/openapi/code-samples';

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Header names (lower case) and values, repeated headers repeated. */
  headers: [string, string][];
  body: Buffer;
  /** The mock's answer. */
  status?: number;
}

export interface Recorder {
  baseUrl: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    message.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    message.on('error', reject);
  });
}

/** The headers to pass on, a repeated one as often as it came; the host is the target's. */
function forwardedHeaders(headers: readonly [string, string][]): Record<string, string[]> {
  const forwarded: Record<string, string[]> = {};
  for (const [name, value] of headers) if (name !== 'host') (forwarded[name] ??= []).push(value);
  return forwarded;
}

/** A loopback server that records each request and passes it on to `target`, answering with the target's answer. */
export function startRecorder(target: string): Promise<Recorder> {
  const received: ReceivedRequest[] = [];
  const targetUrl = new URL(target);
  const server = createServer((incoming, outgoing) => {
    void readBody(incoming).then((body) => {
      const headers: [string, string][] = [];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        headers.push([incoming.rawHeaders[index].toLowerCase(), incoming.rawHeaders[index + 1]]);
      }
      const record: ReceivedRequest = { method: incoming.method ?? '', url: incoming.url ?? '', headers, body };
      received.push(record);
      const forwarded = httpRequest(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: record.method,
          path: record.url,
          headers: forwardedHeaders(headers),
        },
        (answer) => {
          record.status = answer.statusCode;
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', (error) => {
        outgoing.writeHead(502).end(`recorder: ${error.message}`);
      });
      forwarded.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

interface ReceivedPart {
  name?: string;
  fileName?: string;
  contentType?: string;
  content: Buffer;
}

/** The parts of a multipart/form-data body (RFC 7578); `undefined` when it is not one. */
export function parseMultipart(contentType: string, body: Buffer): ReceivedPart[] | undefined {
  const boundary = /boundary=("?)([^";\s]+)\1/i.exec(contentType)?.[2];
  if (boundary === undefined) return undefined;
  // latin1 maps each byte to one character and back, so a file's bytes survive the split.
  const text = `\r\n${body.toString('latin1')}`;
  const delimiter = `\r\n--${boundary}`;
  const sections = text.split(delimiter);
  if (sections.length < 3 || !sections.at(-1)?.startsWith('--')) return undefined;
  return sections.slice(1, -1).map((section) => {
    const headerEnd = section.indexOf('\r\n\r\n');
    const head = section.slice(0, Math.max(headerEnd, 0));
    const headers = new Map(
      head
        .split('\r\n')
        .filter((line) => line.includes(':'))
        .map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    const disposition = headers.get('content-disposition') ?? '';
    return {
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? /\bname=([^;\s]+)/.exec(disposition)?.[1],
      fileName: /\bfilename="([^"]*)"/.exec(disposition)?.[1] ?? /\bfilename=([^;\s]+)/.exec(disposition)?.[1],
      contentType: headers.get('content-type'),
      content: Buffer.from(section.slice(headerEnd + 4), 'latin1'),
    };
  });
}

const mediaType = (value: string | undefined): string | undefined => value?.split(';')[0].trim().toLowerCase();

function parsedJson(content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) as string | undefined);
  return text === undefined ? 'nothing' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** How `received` differs from the request `expected` describes, sent with `token`; empty when it is that request. */
export function requestProblems(expected: SampleRequest, received: ReceivedRequest, token: string): string[] {
  const problems: string[] = [];
  const headerValues = (name: string): string[] =>
    received.headers.filter(([key]) => key === name).map(([, value]) => value);
  const url = new URL(received.url, 'http://recorder.invalid');
  if (received.method !== expected.method.toUpperCase()) {
    problems.push(`method ${received.method}, expected ${expected.method.toUpperCase()}`);
  }
  if (url.pathname !== expected.path) problems.push(`path ${url.pathname}, expected ${expected.path}`);
  const query = [...url.searchParams.entries()].sort();
  const expectedQuery = [...expected.query].sort();
  if (!isDeepStrictEqual(query, expectedQuery)) {
    problems.push(`query ${shown(Object.fromEntries(query))}, expected ${shown(Object.fromEntries(expectedQuery))}`);
  }
  const authorization = headerValues('authorization');
  if (authorization.length !== 1 || authorization[0] !== `Bearer ${token}`) {
    const sent = authorization.length === 0 ? 'no Authorization header' : `Authorization ${shown(authorization)}`;
    problems.push(`${sent}, expected one "Bearer <token from TESSERA_TOKEN>"`);
  }
  const contentTypes = headerValues('content-type');
  const body = expected.body;
  if (body === undefined) {
    if (received.body.length > 0) problems.push(`a body (${shown(received.body.toString())}) where none is expected`);
    return problems;
  }
  if (contentTypes.length !== 1) {
    problems.push(`${contentTypes.length} Content-Type headers (${shown(contentTypes)}), expected one`);
    return problems;
  }
  if (mediaType(contentTypes[0]) !== body.contentType) {
    problems.push(`Content-Type ${contentTypes[0]}, expected ${body.contentType}`);
    return problems;
  }
  if (body.kind === 'json') {
    const value = parsedJson(received.body);
    if (!isDeepStrictEqual(value, body.value)) {
      problems.push(`body ${shown(received.body.toString())}, expected the example ${shown(body.value)}`);
    }
    return problems;
  }
  const parts = parseMultipart(contentTypes[0], received.body);
  if (parts === undefined)
    return [...problems, `a body that is not multipart/form-data: ${shown(received.body.toString())}`];
  for (const part of parts) {
    if (!body.parts.some((expectedPart) => expectedPart.name === part.name)) {
      problems.push(`an unexpected form part ${shown(part.name)}`);
    }
  }
  for (const expectedPart of body.parts) {
    const matching = parts.filter((part) => part.name === expectedPart.name);
    if (matching.length !== 1) {
      problems.push(`${matching.length} form parts named ${expectedPart.name}, expected one`);
      continue;
    }
    const [part] = matching;
    const where = `form part ${expectedPart.name}`;
    if (mediaType(part.contentType) !== expectedPart.contentType) {
      problems.push(`${where}: Content-Type ${shown(part.contentType)}, expected ${expectedPart.contentType}`);
    }
    if (expectedPart.kind === 'file') {
      if (part.fileName !== expectedPart.fileName) {
        problems.push(`${where}: file name ${shown(part.fileName)}, expected ${expectedPart.fileName}`);
      }
      if (!part.content.equals(Buffer.from(expectedPart.content))) {
        problems.push(`${where}: not the bytes of ${expectedPart.fileName}: ${shown(part.content.toString())}`);
      }
    } else if (expectedPart.kind === 'json') {
      if (!isDeepStrictEqual(parsedJson(part.content), expectedPart.value)) {
        problems.push(`${where}: ${shown(part.content.toString())}, expected the example ${shown(expectedPart.value)}`);
      }
    } else if (part.content.toString('utf8') !== expectedPart.value) {
      problems.push(`${where}: ${shown(part.content.toString())}, expected ${shown(expectedPart.value)}`);
    }
  }
  return problems;
}
