/**
 * Runs examples/request-access against the mock server of openapi/tessera.yaml, started on a free
 * port (so a running `npm run mock` is left alone) and stopped after.
 */
import { requestAccess } from '../../examples/request-access/request-access';
import { startMockServer } from './mock-server';

async function main(): Promise<void> {
  const mock = await startMockServer();
  try {
    await requestAccess({ baseUrl: mock.baseUrl, token: 'example-requester', approverToken: 'example-approver' });
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
