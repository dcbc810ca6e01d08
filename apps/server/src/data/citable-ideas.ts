import type { DB } from '../db/database.js';
import { byChunks } from './idea-parts.js';

/**
 * What citing an idea's latest version needs, for lists of ideas (exports,
 * feeds): the latest version's title and date (`ideas.updated_at` is when
 * it was saved) and the author's name, null for a deleted account (cited as
 * "Anonymous", as `ideaCitationSource` does for one idea).
 */
export interface CitableIdeaRow {
  id: number;
  title: string;
  version: number;
  created_at: string;
  updated_at: string;
  author_name: string | null;
}

function selectCitable(db: DB) {
  return db
    .selectFrom('ideas')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'ideas.user_id').on('users.deleted_at', 'is', null),
    )
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.version',
      'ideas.created_at',
      'ideas.updated_at',
      'users.name as author_name',
    ])
    .where('ideas.withdrawn_at', 'is', null);
}

/** A user's favorite ideas that are not withdrawn, most recently added first (as My Favorites lists them). */
export function citableFavorites(db: DB, userId: number): Promise<CitableIdeaRow[]> {
  return selectCitable(db)
    .innerJoin('favorites', 'favorites.idea_id', 'ideas.id')
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** A researcher's ideas that are not withdrawn, newest first (as the profile lists them). */
export function citableIdeasBy(db: DB, userId: number): Promise<CitableIdeaRow[]> {
  return selectCitable(db)
    .where('ideas.user_id', '=', userId)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** Display names of the given users that still have an account, by id (a feed entry's author). */
export async function namesById(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await byChunks([...new Set(userIds)], (ids) =>
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', ids!)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
