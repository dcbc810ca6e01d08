/** Sort options of SPEC §9; `newest` is the default. */
export const SORT_OPTIONS = [
  'newest',
  'oldest',
  'relevance-high',
  'relevance-low',
  'difficulty-high',
  'difficulty-low',
  'most-favorites',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
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
