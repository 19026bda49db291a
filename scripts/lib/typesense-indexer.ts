/**
 * Pushes the build's DocSearch records to Typesense with the official client, the way the
 * DocSearch scraper would but without Docker: a new collection under a timestamped name, batched
 * imports, the synonyms, then the alias moved to it and the collection it replaced deleted. A run
 * that fails leaves the alias (and so the live search) on the previous collection.
 */
import { Client, Errors } from 'typesense';
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';
import { searchSynonyms } from '../../src/data/search-synonyms';
import { hierarchyLevels, type DocSearchRecord } from '../../src/lib/search/types';

export interface IndexerOptions {
  readonly host: string;
  readonly port: number;
  readonly protocol: string;
  readonly apiKey: string;
  /** The alias the site searches; each run creates `${alias}_${timestamp}` behind it. */
  readonly alias: string;
  readonly batchSize: number;
  readonly now: Date;
  readonly log: (line: string) => void;
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

export async function indexRecords(records: readonly DocSearchRecord[], options: IndexerOptions): Promise<string> {
  const client = new Client({
    nodes: [{ host: options.host, port: options.port, protocol: options.protocol }],
    apiKey: options.apiKey,
    connectionTimeoutSeconds: 10,
    numRetries: 1,
    retryIntervalSeconds: 0.2,
    logLevel: 'silent',
  });
  const previous = await currentTarget(client, options.alias);
  const name = `${options.alias}_${stamp(options.now)}`;
  await client.collections().create(docSearchSchema(name));
  options.log(`Created collection ${name}.`);
  try {
    const documents = records.map(toDocument);
    for (let start = 0; start < documents.length; start += options.batchSize) {
      const batch = documents.slice(start, start + options.batchSize);
      await client.collections(name).documents().import(batch, { action: 'upsert' });
      options.log(`Imported ${Math.min(start + options.batchSize, documents.length)}/${documents.length} records.`);
    }
    for (const [index, synonyms] of searchSynonyms.entries()) {
      await client
        .collections(name)
        .synonyms()
        .upsert(`iga-${index}`, { synonyms: [...synonyms] });
    }
    options.log(`Added ${searchSynonyms.length} synonym groups.`);
    await client.aliases().upsert(options.alias, { collection_name: name });
    options.log(`Alias ${options.alias} now points to ${name}.`);
  } catch (error) {
    await client
      .collections(name)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  if (previous && previous !== name) {
    await client.collections(previous).delete();
    options.log(`Deleted the previous collection ${previous}.`);
  }
  return name;
}
