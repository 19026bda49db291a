/**
 * `npm run search:index`: pushes the DocSearch records of the last build to Typesense.
 * Needs TYPESENSE_HOST, TYPESENSE_COLLECTION and an admin TYPESENSE_ADMIN_API_KEY (see .env.example).
 * `--records FILE` reads another records file than the build's. Any failure is one line on
 * stderr and exit code 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { indexPaths } from '../src/lib/search/engine';
import type { DocSearchRecord } from '../src/lib/search/types';
import { describeFailure, indexRecords } from './lib/typesense-indexer';

const env = process.env;
const options = {
  host: env.TYPESENSE_HOST ?? '',
  port: Number(env.TYPESENSE_PORT ?? 443),
  protocol: env.TYPESENSE_PROTOCOL ?? 'https',
  apiKey: env.TYPESENSE_ADMIN_API_KEY ?? '',
  alias: env.TYPESENSE_COLLECTION ?? '',
  batchSize: Number(env.TYPESENSE_BATCH_SIZE ?? 200),
  now: new Date(),
  log: (line: string) => {
    console.log(line);
  },
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const missing = [
    ['TYPESENSE_HOST', options.host],
    ['TYPESENSE_COLLECTION', options.alias],
    ['TYPESENSE_ADMIN_API_KEY', options.apiKey],
  ].filter(([, value]) => !value);
  if (missing.length > 0)
    fail(`Set ${missing.map(([name]) => name).join(', ')} to index into Typesense (see .env.example).`);
  const { values } = parseArgs({
    options: { records: { type: 'string', default: path.join('build', indexPaths.records) } },
  });
  const recordsFile = path.resolve(values.records);
  if (!existsSync(recordsFile)) fail(`No search records in ${recordsFile}: run "npm run build" first.`);
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as DocSearchRecord[];
  console.log(`Indexing ${records.length} records into ${options.protocol}://${options.host}:${options.port}.`);
  try {
    await indexRecords(records, options);
  } catch (error) {
    fail(describeFailure(error, options));
  }
}

void main();
