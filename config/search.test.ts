import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSearchOnlyKey } from './search';

/** Answers GET /collections and GET /keys as Typesense does: 200 for the admin key, 401 for others. */
let server: Server | undefined;
async function fakeTypesense(status: (key: string) => number): Promise<number> {
  server = createServer((req, res) => {
    const key = req.headers['x-typesense-api-key'];
    res.writeHead(status(typeof key === 'string' ? key : ''), { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
async function stop(): Promise<void> {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => {
    if (!server) {
      resolve();
      return;
    }
    server.close(() => {
      resolve();
    });
  });
  server = undefined;
}
afterEach(stop);

const config = (port: number, searchApiKey: string) => ({
  host: '127.0.0.1',
  port,
  protocol: 'http',
  collection: 'tessera-docs',
  searchApiKey,
  filterBy: '',
});
const byKey = (key: string): number => (key === 'admin-key' ? 200 : 401);

describe('checkSearchOnlyKey', () => {
  it('accepts a key the cluster refuses to list collections and keys with', async () => {
    const port = await fakeTypesense(byKey);
    await expect(checkSearchOnlyKey(config(port, 'search-only-key'))).resolves.toBeUndefined();
  });

  it('refuses to build with an admin key', async () => {
    const port = await fakeTypesense(byKey);
    await expect(checkSearchOnlyKey(config(port, 'admin-key'))).rejects.toThrow(
      `TYPESENSE_SEARCH_API_KEY can list collections on http://127.0.0.1:${port}: it is an admin key`,
    );
  });

  it('fails the build when the cluster cannot be reached, or answers what no search key gets', async () => {
    const port = await fakeTypesense(() => 500);
    await expect(checkSearchOnlyKey(config(port, 'search-only-key'))).rejects.toThrow(
      /answered GET \/collections with HTTP 500/,
    );
    await stop();
    await expect(checkSearchOnlyKey(config(port, 'search-only-key'))).rejects.toThrow(
      `Cannot check TYPESENSE_SEARCH_API_KEY: Typesense at http://127.0.0.1:${port} cannot be reached (ECONNREFUSED).`,
    );
  });
});
