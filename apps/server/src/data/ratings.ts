import type { DB } from '../db/database.js';

/** Rows of `ratings`: one per user and idea. */

/** The user's rating of the idea, if they rated it. */
export function findRating(db: DB, ideaId: number, userId: number) {
  return db
    .selectFrom('ratings')
    .select(['relevance', 'difficulty'])
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the user's rating of the idea, replacing an earlier one. */
export async function upsertRating(
  db: DB,
  rating: { ideaId: number; userId: number; relevance: number; difficulty: number; at: string },
): Promise<void> {
  await db
    .insertInto('ratings')
    .values({
      idea_id: rating.ideaId,
      user_id: rating.userId,
      relevance: rating.relevance,
      difficulty: rating.difficulty,
      created_at: rating.at,
      updated_at: rating.at,
    })
    .onConflict((oc) =>
      oc.columns(['idea_id', 'user_id']).doUpdateSet({
        relevance: rating.relevance,
        difficulty: rating.difficulty,
        updated_at: rating.at,
      }),
    )
    .execute();
}

/** Deletes every rating of a user; answers the ideas they rated (their aggregates change). */
export async function deleteRatingsOf(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('ratings')
    .where('user_id', '=', userId)
    .returning('idea_id')
    .execute();
  return rows.map((row) => row.idea_id);
}
