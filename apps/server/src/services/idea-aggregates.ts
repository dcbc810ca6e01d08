import { MESSAGES } from '@thisoneforfree/contracts';
import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../lib/errors.js';

/**
 * The per-idea aggregates (rating count, averages, favorite count) live on
 * `ideas` so browse can filter and sort on them with indexes. They are always
 * recomputed from the rows, in the transaction of the write that changed them,
 * never incremented: a lost update can then only be a stale read, not drift.
 */

export type Trx = Transaction<Database>;

/**
 * Checks the idea exists (404 otherwise) and, on PostgreSQL, locks its row
 * until the transaction ends, so two writers of the same idea's aggregates
 * take turns and the second one counts the first one's row. SQLite has one
 * writer at a time already.
 */
export async function lockIdea(trx: Trx, dialect: Dialect, ideaId: number): Promise<void> {
  const row = await trx
    .selectFrom('ideas')
    .select('id')
    .where('id', '=', ideaId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.errors.ideaNotFound);
}

export async function refreshRatingAggregates(trx: Trx, ideaId: number): Promise<void> {
  await sql`update ideas set
      rating_count = (select count(*) from ratings where ratings.idea_id = ideas.id),
      avg_relevance = coalesce((select avg(relevance) from ratings where ratings.idea_id = ideas.id), 0),
      avg_difficulty = coalesce((select avg(difficulty) from ratings where ratings.idea_id = ideas.id), 0)
    where id = ${ideaId}`.execute(trx);
}

export async function refreshFavoriteCount(trx: Trx, ideaId: number): Promise<void> {
  await sql`update ideas set
      favorite_count = (select count(*) from favorites where favorites.idea_id = ideas.id)
    where id = ${ideaId}`.execute(trx);
}
