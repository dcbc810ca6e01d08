import type { ServiceContext } from './context.js';
import { lockIdea, refreshFavoriteCount, type Trx } from './idea-aggregates.js';
import { selectIdeas, toCards } from './idea-queries.js';
import type { IdeaCard } from './idea-shapes.js';
import { favoriteIdsOf } from './users.js';
import { nowIso } from '../lib/time.js';

/** The ids of the user's favorite ideas, in the order they were added. */
export async function listFavorites(ctx: ServiceContext, userId: number): Promise<number[]> {
  return favoriteIdsOf(ctx.db, userId);
}

/** The user's favorite ideas as cards, most recently added first. */
export async function listFavoriteIdeas(ctx: ServiceContext, userId: number): Promise<IdeaCard[]> {
  const rows = await selectIdeas(ctx.db)
    .innerJoin('favorites', 'favorites.idea_id', 'ideas.id')
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
  return toCards(ctx.db, rows);
}

type FavoriteWrite = (trx: Trx) => Promise<unknown>;

/**
 * Runs one favorite write with the idea locked and its favorite count
 * recomputed in the same transaction; answers the user's new favorites.
 * A missing idea is a 404 (from lockIdea).
 */
async function changeFavorite(
  ctx: ServiceContext,
  userId: number,
  ideaId: number,
  write: FavoriteWrite,
): Promise<number[]> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockIdea(trx, ctx.dialect, ideaId);
    await write(trx);
    await refreshFavoriteCount(trx, ideaId);
  });
  return favoriteIdsOf(ctx.db, userId);
}

/** Adds the idea to the user's favorites (a no-op when it is there); 404 for a missing idea. */
export function addFavorite(
  ctx: ServiceContext,
  userId: number,
  ideaId: number,
): Promise<number[]> {
  return changeFavorite(ctx, userId, ideaId, (trx) =>
    trx
      .insertInto('favorites')
      .values({ user_id: userId, idea_id: ideaId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'idea_id']).doNothing())
      .execute(),
  );
}

/** Removes the idea from the user's favorites (a no-op when it is not there); 404 for a missing idea. */
export function removeFavorite(
  ctx: ServiceContext,
  userId: number,
  ideaId: number,
): Promise<number[]> {
  return changeFavorite(ctx, userId, ideaId, (trx) =>
    trx
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('idea_id', '=', ideaId)
      .execute(),
  );
}
