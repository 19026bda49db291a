/**
 * `npm run mcp [-- --dir build]`: the docs MCP server over stdio, for an assistant that starts it as
 * a local process. It reads the production build (`npm run build` first) and writes nothing but the
 * protocol to stdout; messages for people go to stderr.
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadDocsSite, type DocsSite } from '../lib/mcp/site';
import { createDocsMcpServer } from '../lib/mcp/tools';

const usage = 'npm run mcp [-- --dir build]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let dir = 'build';
try {
  dir = parseArgs({ options: { dir: { type: 'string', default: 'build' } } }).values.dir;
} catch (error) {
  fail(`npm run mcp: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}. Usage: ${usage}`);
}

let docs: DocsSite;
try {
  docs = loadDocsSite(dir);
} catch (error) {
  fail(`npm run mcp: ${error instanceof Error ? error.message : String(error)}`);
}
createDocsMcpServer(docs)
  .connect(new StdioServerTransport())
  .catch((error: unknown) => {
    fail(`npm run mcp: ${error instanceof Error ? error.message : String(error)}`);
  });
