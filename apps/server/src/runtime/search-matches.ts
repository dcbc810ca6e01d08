import { LRUCache } from 'lru-cache';

/**
 * The ids searches matched on SQLite that this process keeps (decision record
 * 0012): by FTS5 query, sorted, with the index revision (`search_revision`,
 * migration 0017) read before them. services/ideas/search-matches.ts uses one
 * only while that revision is still the stored one.
 */
export interface KeptSearch {
  readonly revision: number;
  readonly ids: Int32Array;
}

export type KeptSearches = LRUCache<string, KeptSearch>;

/** Ids kept in all, across searches: about 8 MB. */
export const KEPT_IDS = 2_000_000;
const KEPT_SEARCHES = 64;

export function createKeptSearches(): KeptSearches {
  return new LRUCache<string, KeptSearch>({
    max: KEPT_SEARCHES,
    maxSize: KEPT_IDS,
    sizeCalculation: (entry) => Math.max(1, entry.ids.length),
  });
}
