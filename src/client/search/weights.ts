/**
 * How much a match in each field of a record counts, for both backends: titles and headings
 * outrank body text, since readers search for what a page is about. The embedded index uses these
 * boosts as they are; the Typesense client sends them as `query_by_weights` (./typesense.ts).
 */
export const fieldBoosts = { title: 6, heading: 3, summary: 2, path: 1.5, content: 1 } as const;
