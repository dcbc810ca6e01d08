import type { RatingInput, RatingResult } from '@thisoneforfree/contracts';
import { refreshRatingAggregates } from '../data/idea-aggregates.js';
import { upsertRating } from '../data/ratings.js';
import { isoNow } from '../runtime/clock.js';
import { toIdeaStats } from '../serializers/ideas.js';
import type { Services } from './context.js';
import { requireIdeaWithParts } from './ideas/assemble.js';
import { lockOpenIdea } from './ideas/lock.js';

/**
 * Rates an idea: one rating per user and idea, a new one replaces the old.
 * The idea's averages are recomputed in the same transaction. A withdrawn
 * idea takes no rating (409).
 */
export async function rateIdea(
  ctx: Services,
  userId: number,
  ideaId: number,
  input: RatingInput,
): Promise<RatingResult> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockOpenIdea(trx, ctx.dialect, ideaId);
    await upsertRating(trx, { ideaId, userId, ...input, at: isoNow(ctx.clock) });
    await refreshRatingAggregates(trx, ideaId);
  });
  const { ratings, row } = await requireIdeaWithParts(ctx, ideaId);
  return { ratings, stats: toIdeaStats(row) };
}
