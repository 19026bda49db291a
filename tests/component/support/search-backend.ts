/**
 * A search backend over a few pages, in place of the embedded index (whose ranking has its own tests
 * in src/client/search): a page matches when its title or one of its headings holds every word of the
 * query. "offline" in a query fails as a request without network does.
 */
import type { HitGroup, SearchBackend, SearchContext, SearchHit } from '@site/src/client/search/types';

const pages = [
  {
    page: '/docs/admin/access-reviews',
    pageTitle: 'Run an access review',
    headings: ['Start a campaign', 'Close a review'],
  },
  { page: '/docs/user/request-access', pageTitle: 'Request access', headings: ['Choose a role', 'Track a request'] },
  { page: '/docs/admin/provisioning', pageTitle: 'Provisioning', headings: ['Retry a failed task'] },
];

const hit = (page: string, title: string, anchor?: string): SearchHit => ({
  id: anchor ? `${page}#${anchor}` : page,
  url: anchor ? `${page}#${anchor}` : page,
  path: [],
  title: [{ text: title, match: false }],
  snippet: [],
  type: anchor ? 'lvl2' : 'lvl1',
});

const anchorOf = (heading: string): string => heading.toLowerCase().replaceAll(' ', '-');

/** Every query the backend was asked, with the context it was asked in. */
export const searches: { query: string; context: SearchContext }[] = [];

export const backend: SearchBackend = {
  preload: () => undefined,
  search: (query, context) => {
    searches.push({ query, context });
    if (/offline/i.test(query)) return Promise.reject(new TypeError('Failed to fetch'));
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const holdsQuery = (text: string): boolean => words.every((word) => text.toLowerCase().includes(word));
    const groups: HitGroup[] = pages
      .map(({ page, pageTitle, headings }) => {
        const all = [hit(page, pageTitle), ...headings.map((heading) => hit(page, heading, anchorOf(heading)))];
        const hits = holdsQuery(pageTitle) ? all : all.filter((found) => holdsQuery(found.title[0]?.text ?? ''));
        return { page, pageTitle, hits: hits.slice(0, context.hitsPerGroup) };
      })
      .filter((group) => group.hits.length > 0)
      .slice(0, context.maxGroups);
    return Promise.resolve(groups);
  },
};

/** The module useSearch imports, for `vi.mock('@site/src/client/search/client', () => searchClient)`. */
export const searchClient = { getBackend: (): SearchBackend => backend };
