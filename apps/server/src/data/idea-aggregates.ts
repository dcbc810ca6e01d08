import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * The per-idea aggregates (rating count, averages, favorite count, claims per
 * status) live on
 * `ideas` so browse can filter and sort on them with indexes. They are always
 * recomputed from the rows, in the transaction of the write that changed them,
 * never incremented: a lost update can then only be a stale read, not drift.
 */

export async function refreshRatingAggregates(trx: DB, ideaId: number): Promise<void> {
  await sql`update ideas set
      rating_count = (select count(*) from ratings where ratings.idea_id = ideas.id),
      avg_relevance = coalesce((select avg(relevance) from ratings where ratings.idea_id = ideas.id), 0),
      avg_difficulty = coalesce((select avg(difficulty) from ratings where ratings.idea_id = ideas.id), 0),
      revision = revision + 1
    where id = ${ideaId}`.execute(trx);
}

export async function refreshFavoriteCount(trx: DB, ideaId: number): Promise<void> {
  await sql`update ideas set
      favorite_count = (select count(*) from favorites where favorites.idea_id = ideas.id)
    where id = ${ideaId}`.execute(trx);
}

export async function refreshClaimCounts(trx: DB, ideaId: number): Promise<void> {
  await sql`update ideas set
      pursuing_count = (select count(*) from idea_claims
        where idea_claims.idea_id = ideas.id and idea_claims.status = 'pursuing'),
      published_count = (select count(*) from idea_claims
        where idea_claims.idea_id = ideas.id and idea_claims.status = 'published')
    where id = ${ideaId}`.execute(trx);
}
