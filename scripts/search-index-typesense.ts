/**
 * `npm run search:index`: pushes the DocSearch records of the last build to Typesense.
 * Needs TYPESENSE_HOST, TYPESENSE_COLLECTION and an admin TYPESENSE_ADMIN_API_KEY (see .env.example).
 * `--records FILE` reads another records file than the build's. Every setting and the records are
 * checked before anything is sent. Any failure is one line on stderr and exit code 1; Ctrl-C or
 * SIGTERM deletes the collection the run created and exits 130 or 143.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { indexPaths } from '../src/client/search/engine';
import {
  describeFailure,
  IndexerInputError,
  indexRecords,
  IndexingInterrupted,
  parseRecords,
  readIndexerSettings,
} from './search/typesense-indexer';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function readInputs() {
  try {
    const { values } = parseArgs({
      options: { records: { type: 'string', default: path.join('build', indexPaths.records) } },
    });
    const settings = readIndexerSettings(process.env);
    const recordsFile = path.resolve(values.records);
    if (!existsSync(recordsFile)) fail(`No search records in ${recordsFile}: run "npm run build" first.`);
    return { settings, records: parseRecords(readFileSync(recordsFile, 'utf8'), path.relative('.', recordsFile)) };
  } catch (error) {
    if (error instanceof IndexerInputError) fail(error.message);
    // parseArgs names the option it does not know.
    if (error instanceof TypeError && 'code' in error) fail(`npm run search:index: ${error.message}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const { settings, records } = readInputs();
  const interrupt = new AbortController();
  const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal does not wait for the clean-up; the next run's sweep deletes what is left.
      if (interrupt.signal.aborted) process.exit(exitCodes[signal]);
      console.error(`${signal}: stopping after the request in flight and deleting this run's collection…`);
      interrupt.abort(signal);
    });
  }
  console.log(`Indexing ${records.length} records into ${settings.protocol}://${settings.host}:${settings.port}.`);
  try {
    await indexRecords(records, {
      ...settings,
      now: new Date(),
      signal: interrupt.signal,
      log: (line) => {
        console.log(line);
      },
    });
  } catch (error) {
    const signal = interrupt.signal.reason as keyof typeof exitCodes | undefined;
    fail(describeFailure(error, settings), error instanceof IndexingInterrupted && signal ? exitCodes[signal] : 1);
  }
}

void main();
