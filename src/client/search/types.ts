/** The DocSearch record schema: what the record builder emits and both backends return. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const hierarchyLevels: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type RecordType = HierarchyLevel | 'content';

export interface DocSearchRecord {
  readonly objectID: string;
  readonly hierarchy: Readonly<Record<HierarchyLevel, string | null>>;
  readonly content: string | null;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: RecordType;
  readonly item_priority: number;
  readonly language: string;
  readonly docusaurus_tag: string;
  readonly version: readonly string[];
  /** Page description, keywords and API operation method and path: searchable, not shown. */
  readonly keywords: readonly string[];
}

/** A run of snippet text, highlighted when it matched the query. */
export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

export interface SearchHit {
  readonly id: string;
  readonly url: string;
  /** Where the hit sits: section › category, page, headings. */
  readonly path: readonly string[];
  readonly title: readonly Segment[];
  readonly snippet: readonly Segment[];
  readonly type: RecordType;
}

/** Hits of one page, in the order the backend ranked them. */
export interface HitGroup {
  readonly page: string;
  readonly pageTitle: string;
  readonly hits: readonly SearchHit[];
}

/** Where a search looks: the docs version and locale the reader is on, and how much to return. */
export interface SearchContext {
  readonly locale: string;
  readonly version: string;
  readonly tags: readonly string[];
  readonly maxGroups: number;
  readonly hitsPerGroup: number;
  /**
   * How many groups to show as soon as they are ready, before the rest (the embedded index fetches
   * the rest's page files only then); none when absent. The search page's first screen needs no more.
   */
  readonly firstGroups?: number;
}

export interface SearchBackend {
  /** Starts fetching what the first search needs; safe to call often. */
  preload(context: SearchContext): void;
  /** All groups; `onFirstGroups`, if the backend can, receives the first `context.firstGroups` of them earlier. */
  search(query: string, context: SearchContext, onFirstGroups?: (groups: HitGroup[]) => void): Promise<HitGroup[]>;
}

/** Build-time choice of backend, carried to the browser through customFields. */
export interface SearchSiteConfig {
  readonly embedded: boolean;
  readonly typesense: TypesenseClientConfig | null;
}

export interface TypesenseClientConfig {
  readonly host: string;
  readonly port: number;
  readonly protocol: string;
  readonly collection: string;
  readonly searchApiKey: string;
  readonly filterBy: string;
}
