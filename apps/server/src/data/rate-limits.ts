import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * Rows of `rate_limit_hits`: one counter per bucket and client, shared by
 * every server process on the database.
 */

/**
 * Counts one request against `key` and returns the requests counted in its
 * window, this one included. A key without a row, or whose window ended at or
 * before `now`, starts a new window ending at `windowEndsAt` with a count of
 * one. One statement (an upsert that reads the old row), so requests arriving
 * at once in several processes each see their own count: PostgreSQL locks the
 * conflicting row, SQLite takes its write lock.
 */
export async function countRateLimitHit(
  db: DB,
  hit: { key: string; now: string; windowEndsAt: string },
): Promise<number> {
  const ended = sql<boolean>`${sql.ref('rate_limit_hits.window_ends_at')} <= ${hit.now}`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key: hit.key, hits: 1, window_ends_at: hit.windowEndsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        // Both right-hand sides read the row as it was before this update.
        hits: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limit_hits.hits')} + 1 end`,
        window_ends_at: sql<string>`case when ${ended} then ${hit.windowEndsAt} else ${sql.ref('rate_limit_hits.window_ends_at')} end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Deletes counters whose window ended at or before `now`; returns how many. */
export async function deleteEndedRateLimitWindows(db: DB, now: string): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('window_ends_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
