/**
 * Bounds hostile or accidental input (a pasted 10,000-character query) to a prompt search. Its own
 * module so the search page can cap its box and address without loading the engine.
 */
export const maxQueryLength = 256;

/**
 * What one query may cost the embedded engine, in one place: the words it reads, and how far typo
 * tolerance and synonyms may widen it. The worst case, 256 characters of 24 long words, stays cheap:
 * only the first few unknown words are matched with typos, each against a bounded number of shards.
 */
export const queryWorkLimits = {
  /** Words of a query that are searched; the rest are ignored. */
  maxQueryTokens: 24,
  /** Typos are forgiven on words of at least this many letters (one edit)... */
  oneTypoFromLength: 5,
  /** ...and two edits (a swapped pair of letters, as in "reveiw") from this many. */
  twoTyposFromLength: 6,
  /** Words matched with typos per query: the first ones the index does not know. */
  maxTypoWords: 3,
  /** Term shards fetched to look for one misspelt word's neighbours. */
  maxTypoShardsPerWord: 6,
  /**
   * A word the index holds in at most this many records, while a word one edit from it is in
   * `neighbourFactor` times more, is also matched with typos (within the words above).
   */
  rareWord: { maxRecords: 20, neighbourFactor: 20 },
  /** Queries a synonym may add, each a copy of the query with one phrase swapped. */
  maxSynonymExpansions: 8,
} as const;
