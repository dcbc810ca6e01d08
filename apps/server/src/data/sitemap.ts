import type { DB } from '../db/database.js';

/**
 * The pages a sitemap lists, read in id order a chunk at a time: ideas that
 * are not withdrawn and accounts that are not deleted. A sitemap file starts
 * at an offset into one of the two lists (`...IdAt`), then walks on by id
 * (`...After`), so no query holds more than one chunk of rows.
 */

function count(value: number | string | bigint): number {
  return Number(value);
}

export async function countLiveIdeas(db: DB): Promise<number> {
  const row = await db
    .selectFrom('ideas')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('withdrawn_at', 'is', null)
    .executeTakeFirstOrThrow();
  return count(row.count);
}

export async function countLiveUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return count(row.count);
}

/** The id of the live idea at `offset` (0-based) in id order, if there is one. */
export async function liveIdeaIdAt(db: DB, offset: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('id')
    .where('withdrawn_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id;
}

export async function liveUserIdAt(db: DB, offset: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id;
}

/** Up to `limit` live ideas from the id `fromId` on (included), with when each last changed. */
export function liveIdeasFrom(db: DB, fromId: number, limit: number) {
  return db
    .selectFrom('ideas')
    .select(['id', 'updated_at'])
    .where('withdrawn_at', 'is', null)
    .where('id', '>=', fromId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Up to `limit` live accounts from the id `fromId` on (included). */
export function liveUsersFrom(db: DB, fromId: number, limit: number) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('deleted_at', 'is', null)
    .where('id', '>=', fromId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
