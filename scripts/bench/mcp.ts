/**
 * `npm run bench:mcp`: sends every query of the search benchmark (search-queries.ts) to the docs MCP
 * server as an assistant does, through the SDK's client: search_docs, then get_page on the best
 * `pagesRead` results. Prints recall@1 and recall@5 (an expected page among the first results) and,
 * for the queries with an expected fact (mcp-facts.ts), the share of answers whose pages read
 * contain it. It reads build/ and builds nothing itself.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { site } from '../../config/site';
import { loadDocsSite } from '../../lib/mcp/site';
import { createDocsMcpServer } from '../../lib/mcp/tools';
import { expectedFacts } from './mcp-facts';
import { searchQueries } from './search-queries';

const pagesRead = 3;

/** The site path without /docs/, as the query set writes it. */
const sitePath = (url: string): string => new URL(url).pathname.slice(site.baseUrl.length);
const flat = (text: string): string => text.replace(/\s+/g, ' ').toLowerCase();

async function main(): Promise<void> {
  const docs = loadDocsSite('build');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsMcpServer(docs).connect(serverSide);
  const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  let atOne = 0;
  let atFive = 0;
  let withFact = 0;
  let factFound = 0;
  let factInFirst = 0;
  const misses: string[] = [];
  const started = performance.now();
  for (const { query, expected } of searchQueries) {
    const search = await call('search_docs', { query, limit: 5 });
    const { results } = search.structuredContent as { results: { pageUrl: string }[] };
    const ranked = results.map((result) => sitePath(result.pageUrl));
    const rank = ranked.findIndex((page) => expected.includes(page));
    if (rank === 0) atOne += 1;
    if (rank >= 0) atFive += 1;
    else misses.push(`${query} → ${ranked[0] ?? 'nothing'}`);

    const fact = expectedFacts[query];
    if (fact === undefined) continue;
    withFact += 1;
    const texts: string[] = [];
    for (const result of results.slice(0, pagesRead)) {
      const page = await call('get_page', { url: result.pageUrl });
      texts.push(flat((page.content as { text: string }[])[0]?.text ?? ''));
    }
    if (texts.some((text) => text.includes(flat(fact)))) factFound += 1;
    else misses.push(`${query}: fact "${fact}" not in the first ${pagesRead} pages`);
    if (texts[0]?.includes(flat(fact))) factInFirst += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  await client.close();

  const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
  console.log(`Docs MCP server over build/, ${searchQueries.length} queries of scripts/bench/search-queries.ts`);
  console.log(`search_docs recall@1: ${percent(atOne, searchQueries.length)}`);
  console.log(`search_docs recall@5: ${percent(atFive, searchQueries.length)}`);
  console.log(`Expected fact in the first page read (get_page): ${percent(factInFirst, withFact)}`);
  console.log(`Expected fact in the first ${pagesRead} pages read: ${percent(factFound, withFact)}`);
  console.log(
    `Time: ${seconds.toFixed(1)} s for all tool calls (${withFact} queries with a fact, scripts/bench/mcp-facts.ts)`,
  );
  if (misses.length > 0) console.log(`Misses:\n  ${misses.join('\n  ')}`);
  const unknown = Object.keys(expectedFacts).filter((query) => !searchQueries.some((item) => item.query === query));
  if (unknown.length > 0)
    throw new Error(`mcp-facts.ts names queries search-queries.ts does not have: ${unknown.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
