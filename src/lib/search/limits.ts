/**
 * Bounds hostile or accidental input (a pasted 10,000-character query) to a prompt search. Its own
 * module so the search page can cap its box and address without loading the engine.
 */
export const maxQueryLength = 256;

/**
 * The most work one query may ask of the embedded engine (src/lib/search/engine.ts), whatever its
 * words. Each word is looked up once per phrasing of the query (the query itself, all its words
 * together, one phrasing per synonym swapped in), and a lookup with typo tolerance walks much of
 * the index. A search link of 24 synonym-rich words once held the main thread for 2.8 s; no query
 * a reader types comes near these bounds, so they change no ranking (engine.test.ts).
 */
export const queryWorkLimits = {
  /** Words read from a query. */
  maxTerms: 24,
  /** Phrasings with a synonym swapped in, those of the first synonym groups the query names first. */
  maxSynonymQueries: 6,
  /** Words of each phrasing matched with typo tolerance: its first ones, the rest exactly or as prefixes. */
  maxFuzzyTerms: 6,
} as const;
