/**
 * `npm run mcp [-- --dir build]`: the docs MCP server over stdio, for an assistant that starts it as
 * a local process. It reads the production build (`npm run build` first) and writes nothing but the
 * protocol to stdout; messages for people go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadDocsSite, type DocsSite } from '../lib/mcp/site';
import { createDocsMcpServer } from '../lib/mcp/tools';
import { fail, readOptions, reasonOf } from './command-line';

const command = { name: 'npm run mcp', usage: 'npm run mcp [-- --dir build]' };
const { dir } = readOptions(command, { dir: { type: 'string', default: 'build' } });

let docs: DocsSite;
try {
  docs = loadDocsSite(dir);
} catch (error) {
  fail(`${command.name}: ${reasonOf(error)}`);
}
createDocsMcpServer(docs)
  .connect(new StdioServerTransport())
  .catch((error: unknown) => {
    fail(`${command.name}: ${reasonOf(error)}`);
  });
