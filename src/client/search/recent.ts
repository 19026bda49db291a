/** The last few searches that led somewhere, kept in the browser for the empty search box. */
const storageKey = 'tessera-search-recent';
const maxRecent = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string').slice(0, maxRecent)
      : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(query: string): void {
  const trimmed = query.trim().slice(0, 100);
  if (!trimmed) return;
  const recent = [trimmed, ...readRecentSearches().filter((item) => item !== trimmed)].slice(0, maxRecent);
  try {
    localStorage.setItem(storageKey, JSON.stringify(recent));
  } catch {
    // Storage may be full or disabled (private mode): search still works without history.
  }
}
