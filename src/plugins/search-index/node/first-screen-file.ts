/** Where the search page's first screen script lies in the build (./first-screen.ts writes it); no dependencies, for the tests and benchmarks that weigh it. */
export const clientFilePrefix = 'assets/js/search-first-screen.';

/** The first screen's client script that a built search page loads, relative to the base URL. */
export function firstScreenClientFileIn(searchPageHtml: string): string | undefined {
  return new RegExp(`${clientFilePrefix.replace(/\./g, '\\.')}[0-9a-f]+\\.js`).exec(searchPageHtml)?.[0];
}
