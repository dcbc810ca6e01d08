/**
 * Sort options of the browse page: SPEC §9's seven (`newest` is the default),
 * and `best-match` (issue 15), the default while a search is active: title
 * matches first, then challenge matches, then the rest, newest first within
 * each. Without a search there is nothing to rank, and it orders as `newest`.
 */
export const SORT_OPTIONS = [
  'best-match',
  'newest',
  'oldest',
  'relevance-high',
  'relevance-low',
  'difficulty-high',
  'difficulty-low',
  'most-favorites',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The sort that ranks a search's matches; offered only while a search is active. */
export const BEST_MATCH = 'best-match' satisfies SortOption;

export const SORT_LABELS: Record<SortOption, string> = {
  'best-match': 'Best match',
  newest: 'Newest',
  oldest: 'Oldest',
  'relevance-high': 'Highest Impact',
  'relevance-low': 'Lowest Impact',
  'difficulty-high': 'Most Feasible',
  'difficulty-low': 'Least Feasible',
  'most-favorites': 'Most Favorited',
};

export function isSortOption(value: unknown): value is SortOption {
  return (SORT_OPTIONS as readonly unknown[]).includes(value);
}

/** The sort a browse view takes when none is chosen: Best match while searching, else Newest. */
export function defaultSort(searching: boolean): SortOption {
  return searching ? BEST_MATCH : 'newest';
}
