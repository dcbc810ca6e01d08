import type { DB } from '../../db/database.js';
import { shownNeighbours } from '../../data/similarity.js';

/** The `k` stored ideas most similar to `ideaId` (withdrawn ones skipped), best first, with their scores: a lookup. */
export async function storedSimilarIdeas(
  db: DB,
  ideaId: number,
  k: number,
): Promise<{ id: number; score: number }[]> {
  const rows = await shownNeighbours(db, ideaId, k);
  return rows.map((row) => ({ id: row.neighbour_id, score: row.score }));
}
