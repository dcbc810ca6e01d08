import type { DB } from '../../db/database.js';
import { neighbourList } from '../../data/similarity.js';

/** The `k` stored ideas most similar to `ideaId`, best first, with their scores: a lookup. */
export async function storedSimilarIdeas(
  db: DB,
  ideaId: number,
  k: number,
): Promise<{ id: number; score: number }[]> {
  const rows = await neighbourList(db, ideaId, k);
  return rows.map((row) => ({ id: row.neighbour_id, score: row.score }));
}
