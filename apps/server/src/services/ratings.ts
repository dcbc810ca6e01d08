import type { IdeaRating, IdeaStats, RatingInput } from '@thisoneforfree/contracts';
import { nowIso } from '../lib/time.js';
import type { ServiceContext } from './context.js';
import { lockIdea, refreshRatingAggregates } from './idea-aggregates.js';
import { ratingsByIdea, requireIdeaRow } from './idea-queries.js';
import { toIdeaStats } from './idea-shapes.js';

export interface RatingResult {
  ratings: IdeaRating[];
  stats: IdeaStats;
}

/**
 * Rates an idea: one rating per user and idea, a new one replaces the old.
 * The idea's averages are recomputed in the same transaction.
 */
export async function rateIdea(
  ctx: ServiceContext,
  userId: number,
  ideaId: number,
  input: RatingInput,
): Promise<RatingResult> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockIdea(trx, ctx.dialect, ideaId);
    const now = nowIso();
    await trx
      .insertInto('ratings')
      .values({
        idea_id: ideaId,
        user_id: userId,
        relevance: input.relevance,
        difficulty: input.difficulty,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['idea_id', 'user_id']).doUpdateSet({
          relevance: input.relevance,
          difficulty: input.difficulty,
          updated_at: now,
        }),
      )
      .execute();
    await refreshRatingAggregates(trx, ideaId);
  });
  const [row, ratings] = await Promise.all([
    requireIdeaRow(ctx.db, ideaId),
    ratingsByIdea(ctx.db, [ideaId]),
  ]);
  return { ratings: ratings.get(ideaId) ?? [], stats: toIdeaStats(row) };
}
