import type { RankKey } from '@thisoneforfree/similarity';
import type { ListState, NeighbourRow } from '../../data/similarity.js';

/**
 * Neighbours kept per idea: 3 are shown; the 5 more let a list lose entries
 * (an edit or a withdrawal takes an idea out of every list) and still show
 * the true top 3 without a new search, which runs only below 3.
 */
export const LIST_DEPTH = 8;

/**
 * A list's state from its rows (best first). A complete list (it holds every
 * other idea) takes any newcomer: its floor is below every score. Otherwise
 * the floor is its last entry, which a newcomer must rank before.
 */
export function stateFromRows(rows: readonly NeighbourRow[], complete: boolean): ListState {
  const last = rows.at(-1);
  if (complete || !last) {
    return {
      list_length: rows.length,
      list_complete: complete ? 1 : 0,
      floor_score: -Infinity,
      floor_created_ms: 0,
      floor_id: 0,
    };
  }
  return {
    list_length: rows.length,
    list_complete: 0,
    floor_score: last.score,
    floor_created_ms: last.neighbour_created_ms,
    floor_id: last.neighbour_id,
  };
}

/** The entry a newcomer must rank before to enter the list; null when any newcomer enters. */
export function floorOf(state: ListState): RankKey | null {
  if (state.list_complete === 1) return null;
  return { score: state.floor_score, createdMs: state.floor_created_ms, id: state.floor_id };
}

export function keyOf(row: NeighbourRow): RankKey {
  return { score: row.score, createdMs: row.neighbour_created_ms, id: row.neighbour_id };
}

export function neighbourRow(entry: RankKey): NeighbourRow {
  return { neighbour_id: entry.id, score: entry.score, neighbour_created_ms: entry.createdMs };
}
