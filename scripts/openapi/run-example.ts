/**
 * Runs the three parts of examples/request-access (request, approve, check), each with its own person's
 * token, against the mock server of openapi/tessera.yaml, started on a free port (so a running
 * `npm run mock` is left alone) and stopped after.
 */
import { approveRequest, checkAccess, submitRequest } from '../../examples/request-access/request-access';
import { startMockServer } from './mock-server';

async function main(): Promise<void> {
  const mock = await startMockServer();
  const baseUrl = mock.baseUrl;
  try {
    // Each part as its own person would run it, with that person's token.
    const requestId = await submitRequest({ baseUrl, token: 'example-jane' });
    await approveRequest({ baseUrl, token: 'example-maria', approverLogin: 'maria.lopez', requestId });
    await checkAccess({ baseUrl, token: 'example-jane', requestId });
    const refused = mock.exchanges.filter((exchange) => exchange.status >= 300);
    if (refused.length > 0) {
      throw new Error(
        refused
          .map(
            (exchange) =>
              `${exchange.status} ${exchange.method} ${exchange.url} ${exchange.faults.map((fault) => `${fault.at} ${fault.message}`).join('; ')}`,
          )
          .join('\n'),
      );
    }
    console.log(`examples/request-access: passed against the mock server (${mock.exchanges.length} requests)`);
  } finally {
    await mock.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`examples/request-access: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
