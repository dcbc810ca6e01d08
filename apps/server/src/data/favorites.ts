import type { DB } from '../db/database.js';

/**
 * Rows of `favorites`. A withdrawn idea's favorites stay in the table but
 * leave every list: the lists join the idea and skip it.
 */

/** The ids of a user's favorite ideas that are not withdrawn, in the order they were added. */
export async function favoriteIdsOf(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('ideas', 'ideas.id', 'favorites.idea_id')
    .select('favorites.idea_id')
    .where('favorites.user_id', '=', userId)
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('favorites.created_at', 'asc')
    .orderBy('favorites.idea_id', 'asc')
    .execute();
  return rows.map((row) => row.idea_id);
}

/** Every favorite of every user on an idea that is not withdrawn, in the order they were added. */
export function allFavorites(db: DB): Promise<{ user_id: number; idea_id: number }[]> {
  return db
    .selectFrom('favorites')
    .innerJoin('ideas', 'ideas.id', 'favorites.idea_id')
    .select(['favorites.user_id', 'favorites.idea_id'])
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('favorites.created_at')
    .orderBy('favorites.idea_id')
    .execute();
}

/** Adds a favorite; nothing happens when it is there already. */
export async function insertFavorite(
  db: DB,
  favorite: { userId: number; ideaId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: favorite.userId, idea_id: favorite.ideaId, created_at: favorite.createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'idea_id']).doNothing())
    .execute();
}

export async function deleteFavorite(db: DB, userId: number, ideaId: number): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('idea_id', '=', ideaId)
    .execute();
}

/** Deletes every favorite of a user; answers the ideas concerned (their counts change). */
export async function deleteFavoritesOf(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .returning('idea_id')
    .execute();
  return rows.map((row) => row.idea_id);
}
