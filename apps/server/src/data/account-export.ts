import type { DB } from '../db/database.js';
import type { CommentRow } from '../db/schema.js';

/** What one user wrote or chose, for "download my data" (services/account/export.ts). */

/** Every comment the user wrote, whatever its status, oldest first. */
export function commentRowsByAuthor(db: DB, userId: number): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The ratings the user gave, oldest first. */
export function ratingRowsByUser(db: DB, userId: number) {
  return db
    .selectFrom('ratings')
    .select(['idea_id', 'relevance', 'difficulty', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('idea_id', 'asc')
    .execute();
}

/** The user's favorites, in the order they were added. */
export function favoriteRowsByUser(db: DB, userId: number) {
  return db
    .selectFrom('favorites')
    .select(['idea_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('idea_id', 'asc')
    .execute();
}
