/**
 * Bounds hostile or accidental input (a pasted 10,000-character query) to a prompt search. Its own
 * module so the search page can cap its box and address without loading the engine.
 */
export const maxQueryLength = 256;
