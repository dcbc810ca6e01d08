import type { IdeaCard } from '@thisoneforfree/contracts';
import type { DB } from '../db/database.js';
import { refreshFavoriteCount } from '../data/idea-aggregates.js';
import { deleteFavorite, favoriteIdsOf, insertFavorite } from '../data/favorites.js';
import { isoNow } from '../runtime/clock.js';
import type { Services } from './context.js';
import { cardsOf } from './ideas/assemble.js';
import { lockIdeaOrNotFound, lockOpenIdea } from './ideas/lock.js';

/** The ids of the user's favorite ideas (withdrawn ones left out), in the order they were added. */
export function listFavorites(ctx: Services, userId: number): Promise<number[]> {
  return favoriteIdsOf(ctx.db, userId);
}

/** The user's favorite ideas as cards (withdrawn ones left out), most recently added first. */
export async function listFavoriteIdeas(ctx: Services, userId: number): Promise<IdeaCard[]> {
  return cardsOf(ctx, (await favoriteIdsOf(ctx.db, userId)).reverse());
}

/**
 * Runs one favorite write with the idea locked and its favorite count
 * recomputed in the same transaction; answers the user's new favorites.
 * A missing idea is a 404.
 */
async function changeFavorite(
  ctx: Services,
  userId: number,
  ideaId: number,
  lock: typeof lockIdeaOrNotFound,
  write: (trx: DB) => Promise<void>,
): Promise<number[]> {
  await ctx.db.transaction().execute(async (trx) => {
    await lock(trx, ctx.dialect, ideaId);
    await write(trx);
    await refreshFavoriteCount(trx, ideaId);
  });
  return favoriteIdsOf(ctx.db, userId);
}

/**
 * Adds the idea to the user's favorites (a no-op when it is there); 404 for
 * a missing idea, 409 for a withdrawn one.
 */
export function addFavorite(ctx: Services, userId: number, ideaId: number): Promise<number[]> {
  return changeFavorite(ctx, userId, ideaId, lockOpenIdea, (trx) =>
    insertFavorite(trx, { userId, ideaId, createdAt: isoNow(ctx.clock) }),
  );
}

/** Removes the idea from the user's favorites (a no-op when it is not there); 404 for a missing idea. */
export function removeFavorite(ctx: Services, userId: number, ideaId: number): Promise<number[]> {
  return changeFavorite(ctx, userId, ideaId, lockIdeaOrNotFound, (trx) =>
    deleteFavorite(trx, userId, ideaId),
  );
}
