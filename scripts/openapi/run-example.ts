/**
 * Runs examples/request-access against the mock server of openapi/tessera.yaml, which it
 * starts on a port of its own (so a running `npm run mock` is left alone) and stops after.
 */
import { requestAccess } from '../../examples/request-access/request-access';
import { startMockServer } from '../../lib/openapi/mock-server';

async function main(): Promise<void> {
  const mock = await startMockServer();
  try {
    await requestAccess({ baseUrl: mock.baseUrl, token: 'example-requester', approverToken: 'example-approver' });
    console.log('examples/request-access: passed against the mock server');
  } catch (error) {
    process.stderr.write(mock.output());
    throw error;
  } finally {
    mock.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`examples/request-access: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
