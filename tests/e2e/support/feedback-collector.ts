/**
 * A stand-in for the page-feedback collector on the loopback address. The build that
 * `npm run test:linked-build` keeps in `linkedBuild.dir` posts to it (FEEDBACK_ENDPOINT), so the
 * browser tests try the control without a build of their own (tests/e2e/page-feedback.spec.ts).
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** The second build of `npm test`, with the page-feedback control switched on. */
export const linkedBuild = {
  dir: 'build-linked',
  feedbackEndpoint: 'http://127.0.0.1:4012/feedback',
} as const;

export interface ReceivedFeedback {
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface FeedbackCollector {
  /** Every POST the collector accepted, in order. */
  readonly received: ReceivedFeedback[];
  /** Makes the collector refuse (503) the posts that follow, or accept them again. */
  refuse: (refusing: boolean) => void;
  close: () => Promise<void>;
}

/** Listens where `linkedBuild.feedbackEndpoint` points, answering CORS as a collector on another origin must. */
export async function startFeedbackCollector(): Promise<FeedbackCollector> {
  const endpoint = new URL(linkedBuild.feedbackEndpoint);
  const received: ReceivedFeedback[] = [];
  let refusing = false;
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url !== endpoint.pathname) {
      response.writeHead(404).end();
    } else if (request.method === 'OPTIONS') {
      // JSON is not a "simple" body: the browser asks first.
      response
        .writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' })
        .end();
    } else if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (refusing) {
          response.writeHead(503).end();
          return;
        }
        received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(204).end();
      });
    } else {
      response.writeHead(405, { Allow: 'POST, OPTIONS' }).end();
    }
  });
  server.listen(Number(endpoint.port), endpoint.hostname);
  await once(server, 'listening');
  return {
    received,
    refuse: (value) => {
      refusing = value;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
