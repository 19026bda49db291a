/**
 * How a page holds its entry scripts back until its first paint has what it needs from a script
 * of its own (the search page's first results, src/plugins/search-index/node/first-screen.ts). The
 * loader in config/html-template.ts reads these names; a page sets them before its loader runs.
 */
declare global {
  interface Window {
    /** Settles when the page's entry scripts may start; the page keeps its own time limit. */
    tesseraEntryScriptsHold?: Promise<void>;
  }
}

export const entryScriptsHold = 'tesseraEntryScriptsHold';

/**
 * Marks a script preload written without its `rel`, so that it waits for the hold: on a slow
 * connection the page's chunks would share the bandwidth with what the hold waits for. The loader
 * makes it a preload once the hold settles, or at once without one.
 */
export const heldPreloadAttribute = 'data-held-preload';
