/**
 * Starts the mock server of openapi/tessera.yaml on a free loopback port, for the checks that call
 * the API (scripts/openapi/run-example.ts, scripts/openapi/run-samples.ts). This is the one place
 * that knows which mock runs: replace Prism here and every check follows.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { apiReference } from '../../config/api-reference';

const READY_TIMEOUT_MS = 60_000;

export interface MockServer {
  baseUrl: string;
  /** What the mock printed, for a failure's report. */
  output: () => string;
  stop: () => void;
}

/**
 * Operations whose own example the mock refuses today, with the status it answers and why; the
 * sample runner expects exactly that answer for them (and still checks what each sample sends).
 */
export const knownMockRefusals: ReadonlyMap<string, { status: number; reason: string }> = new Map([
  [
    'addTaskComment',
    {
      status: 422,
      reason:
        'Prism 5.16 reads a multipart part as text whatever its encoding, so `properties` (application/json) "must be object"',
    },
  ],
]);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no free loopback port'));
      });
    });
  });
}

async function waitForMock(baseUrl: string, isRunning: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && isRunning()) {
    try {
      const response = await fetch(`${baseUrl}/api/dataservices/Role`, { headers: { Authorization: 'Bearer ready' } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`the mock server did not answer on ${baseUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts Prism (`--errors`: a request that breaks the description gets a 4xx) and resolves once it answers. */
export async function startMockServer(): Promise<MockServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const prism = spawn(
    'npx',
    ['prism', 'mock', apiReference.specPath, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  prism.stdout.on('data', collect);
  prism.stderr.on('data', collect);
  const stop = (): void => {
    if (prism.pid !== undefined && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
  };
  try {
    await waitForMock(baseUrl, () => prism.exitCode === null);
  } catch (error) {
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return { baseUrl, output: () => output, stop };
}
