/**
 * The docs MCP server over Streamable HTTP at /docs/mcp, stateless: every POST gets a server and a
 * transport of its own, answered as JSON, and nothing is kept between requests but the build read
 * at start-up. `npm run serve` mounts it beside the build (lib/serve-build.ts), and in the deployment
 * scripts/mcp-http.ts runs it behind nginx (deploy/nginx.conf).
 *
 * Before a request reaches the SDK: POST only (no server-sent stream to GET, no session to DELETE),
 * a body of JSON of at most `maxBodyBytes`, and at most `requestsPerMinute` requests per client
 * address. Each refusal is a JSON-RPC error with its HTTP status.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { site } from '../../config/site';
import { loadDocsSite, type DocsSite } from './site';
import { createDocsMcpServer } from './tools';

/** Where the site answers MCP clients. */
export const mcpRoute = `${site.baseUrl}mcp`;

export interface McpHttpOptions {
  /** Largest request body read, in bytes: a tool call's JSON is well under 2 KB. */
  readonly maxBodyBytes?: number;
  /** Requests a client address may send per minute before it gets 429. */
  readonly requestsPerMinute?: number;
}

export const mcpHttpDefaults = { maxBodyBytes: 16 * 1024, requestsPerMinute: 120 } as const;

function jsonRpcError(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .set({ ...headers, 'Cache-Control': 'no-store' })
    .json({ jsonrpc: '2.0', error: { code: status === 400 ? -32700 : -32000, message }, id: null });
}

/** The handler of `mcpRoute`, for every method (it answers the ones it does not take with 405). */
export function mcpHttpHandler(docs: DocsSite, options: McpHttpOptions = {}): RequestHandler {
  const { maxBodyBytes, requestsPerMinute } = { ...mcpHttpDefaults, ...options };
  const router = express.Router();

  router.use((req, res, next) => {
    if (req.method === 'POST') {
      next();
      return;
    }
    jsonRpcError(
      res,
      405,
      `${req.method} is not answered here: MCP clients POST JSON-RPC messages to ${mcpRoute} (stateless Streamable HTTP, no server-sent stream).`,
      { Allow: 'POST' },
    );
  });
  router.use(
    rateLimit({
      windowMs: 60_000,
      limit: requestsPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => {
        jsonRpcError(
          res,
          429,
          `Too many requests: at most ${requestsPerMinute} a minute from one address. Wait and retry (see the RateLimit header).`,
        );
      },
    }),
  );
  router.use(express.json({ limit: maxBodyBytes }));

  router.use(async (req, res) => {
    const server = createDocsMcpServer(docs);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  const onError: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error.type === 'entity.too.large') {
      jsonRpcError(res, 413, `Request body too large: at most ${maxBodyBytes} bytes.`);
    } else if (error.type === 'entity.parse.failed') {
      jsonRpcError(res, 400, 'Parse error: the body is not JSON.');
    } else if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      jsonRpcError(res, error.status, 'Bad request.');
    } else {
      console.error(`POST ${mcpRoute}:`, error);
      jsonRpcError(res, 500, 'Internal error.');
    }
  };
  router.use(onError);
  return router;
}

/**
 * The services `npm run serve` answers beside the build: the MCP server at `mcpRoute`, or none, with
 * one line saying why, when the build cannot serve it (built without the embedded search index).
 */
export function mcpServices(buildDir: string, options: McpHttpOptions = {}): Record<string, RequestHandler> {
  let docs: DocsSite;
  try {
    docs = loadDocsSite(buildDir);
  } catch (error) {
    console.warn(`${mcpRoute} is not served: ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
  return { [mcpRoute]: mcpHttpHandler(docs, options) };
}
