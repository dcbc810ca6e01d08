import type { ServiceContext } from './context.js';
import { assertUserExists } from './users.js';

/** The Publication Statistics tab of a profile (SPEC §2). */
export interface UserStats {
  totalIdeas: number;
  /** Ratings received on the user's ideas. */
  totalRatings: number;
  /** Mean relevance (Impact) of those ratings, to one decimal; 0 when there are none. */
  averageImpact: number;
}

export async function getUserStats(ctx: ServiceContext, userId: number): Promise<UserStats> {
  await assertUserExists(ctx, userId);
  const [ideas, ratings] = await Promise.all([
    ctx.db
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('ratings')
      .innerJoin('ideas', 'ideas.id', 'ratings.idea_id')
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as('count'),
        eb.fn.avg<number | string | null>('ratings.relevance').as('average'),
      ])
      .where('ideas.user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const average = ratings.average === null ? 0 : Number(ratings.average);
  return {
    totalIdeas: Number(ideas.count),
    totalRatings: Number(ratings.count),
    averageImpact: Math.round(average * 10) / 10,
  };
}
