/**
 * Pushes the build's DocSearch records to Typesense with the official client, the way the
 * DocSearch scraper would but without Docker: a new collection under a timestamped name, batched
 * imports, the synonyms, then the alias moved to it, the collection it replaced deleted and older
 * collections no alias points to swept. A run that fails or is interrupted deletes its collection
 * and leaves the alias (and so the live search) on the previous one.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { Client, Errors } from 'typesense';
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';
import { equivalentTerms, oneWaySynonyms } from '../../src/data/search-synonyms';
import { hierarchyLevels, type DocSearchRecord } from '../../src/client/search/types';

export interface IndexerOptions {
  readonly host: string;
  readonly port: number;
  readonly protocol: string;
  readonly apiKey: string;
  /** The alias the site searches; each run creates `${alias}_${timestamp}` behind it. */
  readonly alias: string;
  readonly batchSize: number;
  /** How many collections of the alias' prefix that no alias points to survive a run (see sweepCollections). */
  readonly keepCollections: number;
  readonly now: Date;
  readonly log: (line: string) => void;
  /** Aborted by Ctrl-C or SIGTERM: the run stops after the request in flight and deletes its collection. */
  readonly signal?: AbortSignal;
}

/** A setting or input that is wrong before anything is sent; its message is the one line to print. */
export class IndexerInputError extends Error {}

/** The run was interrupted; its collection has been deleted. */
export class IndexingInterrupted extends Error {}

const positiveInteger = /^[1-9]\d*$/;
const nonNegativeInteger = /^(0|[1-9]\d*)$/;
// Typesense names a collection or alias with anything, but the timestamped names and the sweep need a plain one.
const aliasName = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const hostName = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** The settings of `npm run search:index`, read from the environment and checked before anything is sent. */
export function readIndexerSettings(
  env: Readonly<Record<string, string | undefined>>,
): Omit<IndexerOptions, 'now' | 'log' | 'signal'> {
  const missing = ['TYPESENSE_HOST', 'TYPESENSE_COLLECTION', 'TYPESENSE_ADMIN_API_KEY'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) {
    throw new IndexerInputError(`Set ${missing.join(', ')} to index into Typesense (see .env.example).`);
  }
  // An empty variable is unset, as in .env.example.
  const setting = (name: string, fallback = ''): string => {
    const value = env[name]?.trim() ?? '';
    return value === '' ? fallback : value;
  };
  const check = (name: string, value: string, valid: boolean, expected: string): string => {
    if (!valid) throw new IndexerInputError(`${name} is "${value}": it must be ${expected}.`);
    return value;
  };
  const host = setting('TYPESENSE_HOST');
  check(
    'TYPESENSE_HOST',
    host,
    hostName.test(host),
    'a host name such as search.tessera.example, without scheme or path',
  );
  const alias = setting('TYPESENSE_COLLECTION');
  check('TYPESENSE_COLLECTION', alias, aliasName.test(alias), 'letters, digits, hyphens and underscores');
  const apiKey = setting('TYPESENSE_ADMIN_API_KEY');
  const protocol = setting('TYPESENSE_PROTOCOL', 'https');
  check('TYPESENSE_PROTOCOL', protocol, protocol === 'https' || protocol === 'http', 'https or http');
  const port = setting('TYPESENSE_PORT', '443');
  check('TYPESENSE_PORT', port, positiveInteger.test(port) && Number(port) <= 65535, 'a port number from 1 to 65535');
  const batchSize = setting('TYPESENSE_BATCH_SIZE', '200');
  check(
    'TYPESENSE_BATCH_SIZE',
    batchSize,
    positiveInteger.test(batchSize) && Number(batchSize) <= 10_000,
    'a whole number from 1 to 10000',
  );
  const keep = setting('TYPESENSE_KEEP_COLLECTIONS', '2');
  check('TYPESENSE_KEEP_COLLECTIONS', keep, nonNegativeInteger.test(keep), 'a whole number, 0 or more');
  return {
    host,
    port: Number(port),
    protocol,
    apiKey,
    alias,
    batchSize: Number(batchSize),
    keepCollections: Number(keep),
  };
}

const nullableString = { type: ['string', 'null'] };
const recordSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: [
      'objectID',
      'hierarchy',
      'content',
      'url',
      'url_without_anchor',
      'anchor',
      'type',
      'item_priority',
      'language',
      'docusaurus_tag',
      'version',
      'keywords',
    ],
    properties: {
      objectID: { type: 'string', minLength: 1 },
      hierarchy: {
        type: 'object',
        required: [...hierarchyLevels],
        properties: Object.fromEntries(hierarchyLevels.map((level) => [level, nullableString])),
      },
      content: nullableString,
      url: { type: 'string', minLength: 1 },
      url_without_anchor: { type: 'string', minLength: 1 },
      anchor: nullableString,
      type: { enum: [...hierarchyLevels, 'content'] },
      item_priority: { type: 'integer' },
      language: { type: 'string' },
      docusaurus_tag: { type: 'string' },
      version: { type: 'array', items: { type: 'string' } },
      keywords: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;
const validateRecords = new Ajv({ allErrors: false }).compile<DocSearchRecord[]>(recordSchema);

function describeRecordError(error: ErrorObject | undefined, records: unknown): string {
  if (!error) return 'not DocSearch records';
  const [, index, ...rest] = error.instancePath.split('/');
  if (!index) return `not a list of DocSearch records (it ${error.message ?? 'is not an array'})`;
  const record = Array.isArray(records) ? (records[Number(index)] as { objectID?: unknown } | undefined) : undefined;
  const id = typeof record?.objectID === 'string' ? ` (objectID "${record.objectID}")` : '';
  const field = rest.length > 0 ? `${rest.join('.')} ` : '';
  return `record ${index}${id}: ${field}${error.message ?? 'is not valid'}`;
}

/** The records of a records file, or one line saying what is wrong with it and where. */
export function parseRecords(text: string, file: string): DocSearchRecord[] {
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch (error) {
    throw new IndexerInputError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!validateRecords(records)) {
    throw new IndexerInputError(`${file}: ${describeRecordError(validateRecords.errors?.[0], records)}.`);
  }
  return records;
}

/** The DocSearch collection schema, as the Typesense DocSearch scraper creates it. */
export function docSearchSchema(name: string): CollectionCreateSchema {
  return {
    name,
    fields: [
      { name: 'anchor', type: 'string', optional: true },
      { name: 'content', type: 'string', optional: true },
      { name: 'url', type: 'string', facet: true },
      { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
      { name: 'version', type: 'string[]', facet: true, optional: true },
      ...hierarchyLevels.map((level) => ({
        name: `hierarchy.${level}`,
        type: 'string' as const,
        facet: level === 'lvl0' || level === 'lvl1',
        optional: true,
      })),
      { name: 'type', type: 'string', facet: true, optional: true },
      { name: 'language', type: 'string', facet: true, optional: true },
      { name: 'docusaurus_tag', type: 'string', facet: true, optional: true },
      { name: 'keywords', type: 'string[]', optional: true },
      { name: 'item_priority', type: 'int64' },
    ],
    default_sorting_field: 'item_priority',
    // API paths such as /api/core/cart/submit are found word by word.
    token_separators: ['_', '-', '/', '.'],
  };
}

export type TypesenseDocument = Record<string, string | number | readonly string[]>;

/** A record as a Typesense document: flat hierarchy fields, no nulls. */
export function toDocument(record: DocSearchRecord): TypesenseDocument {
  const document: TypesenseDocument = {
    id: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    type: record.type,
    item_priority: record.item_priority,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    version: record.version,
    keywords: record.keywords,
  };
  if (record.anchor) document.anchor = record.anchor;
  if (record.content) document.content = record.content;
  for (const level of hierarchyLevels) {
    const value = record.hierarchy[level];
    if (value) document[`hierarchy.${level}`] = value;
  }
  return document;
}

/**
 * The embedded search's synonyms as Typesense synonyms: each group of equivalents a multi-way one,
 * each directional synonym a one-way one (`root`), which Typesense applies to queries for the root only.
 */
export function typesenseSynonyms(): [string, { synonyms: string[]; root?: string }][] {
  return [
    ...equivalentTerms.map((group, index): [string, { synonyms: string[] }] => [
      `iga-${index}`,
      { synonyms: [...group] },
    ]),
    ...oneWaySynonyms.map(({ root, synonyms }, index): [string, { synonyms: string[]; root: string }] => [
      `iga-one-way-${index}`,
      { root, synonyms: [...synonyms] },
    ]),
  ];
}

/** Sortable and unique per second: 20251121T054235Z. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** One line a person can act on, for any failure the client reports. */
export function describeFailure(error: unknown, options: Pick<IndexerOptions, 'protocol' | 'host' | 'port'>): string {
  const where = `${options.protocol}://${options.host}:${options.port}`;
  if (error instanceof IndexingInterrupted)
    return 'Interrupted: the collection this run created is deleted and the alias is unchanged.';
  if (error instanceof Errors.RequestUnauthorized) {
    return `Typesense at ${where} refused the API key (HTTP ${error.httpStatus ?? 401}): use an admin key that can create collections, import documents and manage aliases.`;
  }
  if (error instanceof Errors.TypesenseError && error.httpStatus) {
    return `Typesense at ${where} answered HTTP ${error.httpStatus}: ${error.message}`;
  }
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  return `Cannot reach Typesense at ${where} (${reason}): check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL.`;
}

async function currentTarget(client: Client, alias: string): Promise<string | undefined> {
  try {
    return (await client.aliases(alias).retrieve()).collection_name;
  } catch (error) {
    if (error instanceof Errors.ObjectNotFound) return undefined;
    throw error;
  }
}

/**
 * Deletes the collections named as this alias' runs name them that no alias points to, but the
 * newest `keep`: a run killed before it could clean up leaves one, and a run importing right now
 * has one that no alias points to yet, which keeping the newest few spares. Returns those deleted.
 */
export async function sweepCollections(
  client: Client,
  alias: string,
  keep: number,
  log: (line: string) => void,
): Promise<string[]> {
  const runName = new RegExp(`^${alias}_\\d{8}T\\d{6}Z$`);
  const [{ aliases }, collections] = await Promise.all([client.aliases().retrieve(), client.collections().retrieve()]);
  const aliased = new Set(aliases.map((entry) => entry.collection_name));
  const unaliased = collections
    .map((collection) => collection.name)
    .filter((name) => runName.test(name) && !aliased.has(name))
    .sort()
    .reverse();
  const swept = unaliased.slice(keep);
  for (const name of swept) {
    await client.collections(name).delete();
    log(`Deleted ${name}, which no alias points to.`);
  }
  return swept;
}

export async function indexRecords(records: readonly DocSearchRecord[], options: IndexerOptions): Promise<string> {
  const client = new Client({
    nodes: [{ host: options.host, port: options.port, protocol: options.protocol }],
    apiKey: options.apiKey,
    connectionTimeoutSeconds: 10,
    numRetries: 1,
    retryIntervalSeconds: 0.2,
    logLevel: 'silent',
  });
  const stopIfInterrupted = (): void => {
    if (options.signal?.aborted) throw new IndexingInterrupted('Interrupted');
  };
  const previous = await currentTarget(client, options.alias);
  const name = `${options.alias}_${stamp(options.now)}`;
  stopIfInterrupted();
  await client.collections().create(docSearchSchema(name));
  options.log(`Created collection ${name}.`);
  try {
    const documents = records.map(toDocument);
    for (let start = 0; start < documents.length; start += options.batchSize) {
      stopIfInterrupted();
      const batch = documents.slice(start, start + options.batchSize);
      await client.collections(name).documents().import(batch, { action: 'upsert' });
      options.log(`Imported ${Math.min(start + options.batchSize, documents.length)}/${documents.length} records.`);
    }
    const synonyms = typesenseSynonyms();
    for (const [id, synonym] of synonyms) await client.collections(name).synonyms().upsert(id, synonym);
    options.log(
      `Added ${synonyms.length} synonyms (${equivalentTerms.length} multi-way, ${oneWaySynonyms.length} one-way).`,
    );
    stopIfInterrupted();
    await client.aliases().upsert(options.alias, { collection_name: name });
    options.log(`Alias ${options.alias} now points to ${name}.`);
  } catch (error) {
    await client
      .collections(name)
      .delete()
      .catch(() => undefined);
    if (error instanceof IndexingInterrupted) options.log(`Interrupted: deleted ${name}; the alias is unchanged.`);
    throw error;
  }
  if (previous && previous !== name) {
    await client.collections(previous).delete();
    options.log(`Deleted the previous collection ${previous}.`);
  }
  await sweepCollections(client, options.alias, options.keepCollections, options.log);
  return name;
}
