/**
 * How the search page shows its results, shared by its React list and by the first screen drawn
 * before the page's script runs (./first-screen): both must print the same text, or the hand-over
 * between them would move the page.
 */
import type { SearchContext, SearchHit } from './types';

/** Three groups fill a phone's first screen: they show as soon as their pages arrive, the rest after. */
export const searchPageLimits = { maxGroups: 25, hitsPerGroup: 5, firstGroups: 3 } as const satisfies Pick<
  SearchContext,
  'maxGroups' | 'hitsPerGroup' | 'firstGroups'
>;

export function searchPageHeading(query: string): string {
  return query.trim() ? `Search results for "${query.trim()}"` : 'Search the documentation';
}

/** Whether a hit's title only repeats the page title its group already shows. */
export function repeatsPageTitle(hit: SearchHit, pageTitle: string): boolean {
  return (
    hit.title
      .map((segment) => segment.text)
      .join('')
      .trim() === pageTitle.trim()
  );
}

/** Where a hit sits, as one line: section › category, page, headings. */
export function hitPathText(hit: SearchHit): string {
  return hit.path.join(' › ');
}
