/**
 * Runs the three parts of examples/request-access (request, approve, check), each with its own person's
 * token, against a Prism mock of openapi/tessera.yaml that it starts on its own port (so a running
 * `npm run mock` is left alone) and stops after.
 */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { approveRequest, checkAccess, submitRequest } from '../../examples/request-access/request-access';

const PORT = 4011;
const baseUrl = `http://127.0.0.1:${PORT}`;
const READY_TIMEOUT_MS = 60_000;

async function waitForMock(isRunning: () => boolean): Promise<void> {
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
  throw new Error(`Prism did not answer on ${baseUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  const prism = spawn(
    'npx',
    ['prism', 'mock', 'openapi/tessera.yaml', '--host', '127.0.0.1', '--port', String(PORT), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  prism.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  prism.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = (): void => {
    if (prism.pid !== undefined && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
  };
  try {
    await waitForMock(() => prism.exitCode === null);
    // Each part as its own person would run it, with that person's token.
    const requestId = await submitRequest({ baseUrl, token: 'example-jane' });
    await approveRequest({ baseUrl, token: 'example-maria', approverLogin: 'maria.lopez', requestId });
    await checkAccess({ baseUrl, token: 'example-jane', requestId });
    console.log('examples/request-access: passed against the mock server');
  } catch (error) {
    process.stderr.write(output);
    throw error;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(`examples/request-access: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
