/**
 * The floor under search relevance: our own query set (scripts/bench/search-queries-personas.ts),
 * searched with the embedded client the browser runs, over the built index files. `npm run
 * bench:search` prints the same figures with Pagefind's beside them; when they rise, raise the floors
 * here to the new figures less a small margin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { personaQueries } from '../../scripts/bench/search-queries-personas';
import {
  embeddedSearch,
  ranksThrough,
  relevanceFigures,
  scored,
  type RelevanceFigures,
} from '../../scripts/bench/search-relevance';
import type { DocSearchRecord } from '../../src/client/search/types';
import { buildDir } from './built-site';

const recallAt5Floor = 0.97;
const mrrFloor = 0.89;

const search = embeddedSearch(buildDir);
const queries = scored(personaQueries);
let figures: Promise<{ figures: RelevanceFigures; missed: string[] }> | undefined;
/** Searched once for both floors. */
function ownSet(): Promise<{ figures: RelevanceFigures; missed: string[] }> {
  figures ??= ranksThrough(queries, search).then((ranks) => ({
    figures: relevanceFigures(ranks),
    missed: queries.filter((_, index) => (ranks[index] ?? 99) > 5).map((query) => query.query),
  }));
  return figures;
}

describe('search relevance on our own query set', () => {
  it(`finds the answer in the first five results of at least ${recallAt5Floor * 100}% of the queries`, async () => {
    const { figures: result, missed } = await ownSet();
    expect(
      result.recallAt5,
      `recall@5 is ${result.recallAt5.toFixed(3)}; not in the top 5: ${missed.join('; ')}`,
    ).toBeGreaterThanOrEqual(recallAt5Floor);
  });

  it(`ranks the answer high enough for a mean reciprocal rank of ${mrrFloor}`, async () => {
    const { figures: result } = await ownSet();
    expect(result.mrr, `MRR is ${result.mrr.toFixed(3)}`).toBeGreaterThanOrEqual(mrrFloor);
  });

  it('shows the Microsoft Entra ID connector page first for "entra"', async () => {
    expect((await search('entra'))[0]?.page).toBe('connectors/entra-id');
  });

  it('searches a misspelt word as the word one edit from it that the docs use', async () => {
    const spelt = await search('approve a role request');
    expect(spelt.length).toBeGreaterThan(0);
    expect(await search('aprove a role reqest')).toEqual(spelt);
  });

  it("answers a query that names the API, or one of its names, with the API reference, not the guides' API sections", async () => {
    const pages = (await search('role api')).slice(0, 3).map((result) => result.page);
    expect(pages).toContain('developer/list-roles');
    expect(pages.every((page) => page.startsWith('developer'))).toBe(true);
  });

  // The first two, not three: with the api-item override off, List tasks (whose filter parameter takes
  // userLogin) falls below a guide that sends it, while the two operations whose body carries it stay first.
  it('answers a field name of the API with the API reference', async () => {
    const named = (await search('userLogin')).slice(0, 2).map((result) => result.page);
    expect(named.every((page) => page.startsWith('developer'))).toBe(true);
  });

  it('opens the glossary entry for a definition question', async () => {
    expect((await search('what does entitlement mean'))[0]?.hits[0]).toBe('user/glossary#entitlement');
  });

  it('gives no result slot to the Request and Responses headings of API operation pages', () => {
    const records = JSON.parse(
      readFileSync(path.join(buildDir, 'search-index', 'docsearch-records.json'), 'utf8'),
    ) as DocSearchRecord[];
    const operationTabs = records.filter(
      (record) => record.url.includes('/developer/') && /^(Request|Responses)$/.test(record.hierarchy.lvl2 ?? ''),
    );
    expect(operationTabs.map((record) => record.url)).toEqual([]);
  });
});
