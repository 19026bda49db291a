/**
 * `npm run mcp:http -- --dir /srv/tessera-docs/html/docs [--port 8081] [--host 127.0.0.1]`: the docs
 * MCP server over Streamable HTTP as the deployment runs it, behind nginx, which proxies /docs/mcp
 * to it and adds the site's security headers (deploy/nginx.conf). It answers /docs/mcp and nothing
 * else, and takes the client's address from nginx (X-Forwarded-For, trusted from loopback only).
 */
import express from 'express';
import { mcpHttpDefaults, mcpHttpHandler, mcpRoute } from '../lib/mcp/http';
import { loadDocsSite, type DocsSite } from '../lib/mcp/site';
import { fail, failToListen, portOption, readOptions, reasonOf } from './command-line';

const command = {
  name: 'npm run mcp:http',
  usage: 'npm run mcp:http -- --dir DIR [--port 8081] [--host 127.0.0.1] [--requests-per-minute 120]',
};

const options = readOptions(command, {
  dir: { type: 'string', default: 'build' },
  port: { type: 'string', default: process.env.MCP_PORT ?? '8081' },
  host: { type: 'string', default: '127.0.0.1' },
  'requests-per-minute': { type: 'string', default: String(mcpHttpDefaults.requestsPerMinute) },
});
const port = portOption(command, options.port);
const requestsPerMinute = Number(options['requests-per-minute']);
if (!/^\d+$/.test(options['requests-per-minute']) || requestsPerMinute < 1) {
  fail(`${command.name}: --requests-per-minute "${options['requests-per-minute']}" is not a positive whole number.`);
}

let docs: DocsSite;
try {
  docs = loadDocsSite(options.dir);
} catch (error) {
  fail(`${command.name}: ${reasonOf(error)}`);
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
  .on('error', failToListen(command, options.host, port));
