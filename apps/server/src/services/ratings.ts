import type { RatingInput, RatingResult } from '@thisoneforfree/contracts';
import { refreshRatingAggregates } from '../data/idea-aggregates.js';
import { findRating, upsertRating } from '../data/ratings.js';
import { isoNow } from '../runtime/clock.js';
import { toIdeaStats } from '../serializers/ideas.js';
import type { Services } from './context.js';
import { requireIdeaWithParts } from './ideas/assemble.js';
import { lockOpenIdea } from './ideas/lock.js';
import { notifyNewRating } from './notifications/notify.js';

/**
 * Rates an idea: one rating per user and idea, a new one replaces the old.
 * The idea's averages are recomputed in the same transaction. A withdrawn
 * idea takes no rating (409). A researcher's first rating of an idea
 * notifies its author (a changed rating does not).
 */
export async function rateIdea(
  ctx: Services,
  userId: number,
  ideaId: number,
  input: RatingInput,
): Promise<RatingResult> {
  const at = isoNow(ctx.clock);
  const isFirst = await ctx.db.transaction().execute(async (trx) => {
    const idea = await lockOpenIdea(trx, ctx.dialect, ideaId);
    const isFirst = (await findRating(trx, ideaId, userId)) === undefined;
    await upsertRating(trx, { ideaId, userId, ...input, at });
    await refreshRatingAggregates(trx, ideaId);
    if (isFirst)
      await notifyNewRating(trx, { ideaId, ideaAuthorId: idea.user_id, raterId: userId, at });
    return isFirst;
  });
  if (isFirst) ctx.notificationEmails.kick();
  const { ratings, row } = await requireIdeaWithParts(ctx, ideaId);
  return { ratings, stats: toIdeaStats(row) };
}
