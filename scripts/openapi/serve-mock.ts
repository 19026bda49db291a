/**
 * `npm run mock`: the mock server on http://127.0.0.1:4010 (`--port` and `--host` to change), logging
 * each request with its answer and, for a refused one, the faults.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SPEC, startMockServer } from './mock-server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock: --port must be a port number, not ${values.port}`);
  process.exit(1);
}

startMockServer({
  port,
  host: values.host,
  onExchange: (exchange) => {
    const faults = exchange.faults.map((fault) => `\n    ${fault.at} ${fault.message}`).join('');
    console.log(`${exchange.status} ${exchange.method} ${exchange.url}${faults}`);
  },
}).then(
  (mock) => {
    console.log(
      `Mock of ${DEFAULT_SPEC} on ${mock.baseUrl}: answers from the examples, checks every request (Ctrl+C stops)`,
    );
    const stop = (): void => {
      void mock.stop().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
