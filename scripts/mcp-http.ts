/**
 * `npm run mcp:http -- --dir /srv/tessera-docs/html/docs [--port 8081] [--host 127.0.0.1]`: the docs
 * MCP server over Streamable HTTP as the deployment runs it, behind nginx, which proxies /docs/mcp
 * to it and adds the site's security headers (deploy/nginx.conf). It answers /docs/mcp and nothing
 * else, and takes the client's address from nginx (X-Forwarded-For, trusted from loopback only).
 */
import { parseArgs } from 'node:util';
import express from 'express';
import { mcpHttpDefaults, mcpHttpHandler, mcpRoute } from '../lib/mcp/http';
import { loadDocsSite, type DocsSite } from '../lib/mcp/site';

const usage = 'npm run mcp:http -- --dir DIR [--port 8081] [--host 127.0.0.1] [--requests-per-minute 120]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        dir: { type: 'string', default: 'build' },
        port: { type: 'string', default: process.env.MCP_PORT ?? '8081' },
        host: { type: 'string', default: '127.0.0.1' },
        'requests-per-minute': { type: 'string', default: String(mcpHttpDefaults.requestsPerMinute) },
      },
    }).values;
  } catch (error) {
    return fail(
      `npm run mcp:http: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}. Usage: ${usage}`,
    );
  }
}

const options = readOptions();
const port = Number(options.port);
if (!/^\d+$/.test(options.port) || port > 65535)
  fail(`npm run mcp:http: --port "${options.port}" is not a port number.`);
const requestsPerMinute = Number(options['requests-per-minute']);
if (!/^\d+$/.test(options['requests-per-minute']) || requestsPerMinute < 1) {
  fail(`npm run mcp:http: --requests-per-minute "${options['requests-per-minute']}" is not a positive whole number.`);
}

let docs: DocsSite;
try {
  docs = loadDocsSite(options.dir);
} catch (error) {
  fail(`npm run mcp:http: ${error instanceof Error ? error.message : String(error)}`);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.all(mcpRoute, mcpHttpHandler(docs, { requestsPerMinute }));
app.use((_req, res) => {
  res.status(404).json({ error: `Not found: this service answers ${mcpRoute} only.` });
});
app
  .listen(port, options.host, () => {
    console.log(`Docs MCP server for ${options.dir} at http://${options.host}:${port}${mcpRoute}`);
  })
  .on('error', (error: NodeJS.ErrnoException) => {
    fail(`npm run mcp:http: cannot listen on ${options.host}:${port} (${error.code ?? error.message}).`);
  });
