import type { DB } from '../db/database.js';

/** Rows of `comment_flags`: one reader's flag of one comment (migration 0013). */

export interface NewFlag {
  commentId: number;
  userId: number;
  reason: string | null;
  note: string | null;
  at: string;
}

export async function hasFlagged(db: DB, commentId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comment_flags')
    .select('id')
    .where('comment_id', '=', commentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFlag(db: DB, flag: NewFlag): Promise<void> {
  await db
    .insertInto('comment_flags')
    .values({
      comment_id: flag.commentId,
      user_id: flag.userId,
      reason: flag.reason,
      note: flag.note,
      created_at: flag.at,
    })
    .execute();
}

/** Flags of the comment no admin has decided on yet. */
export async function countOpenFlags(db: DB, commentId: number): Promise<number> {
  const { count } = await db
    .selectFrom('comment_flags')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('comment_id', '=', commentId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Settles the comment's open flags (an admin decided); answers how many. */
export async function resolveOpenFlags(db: DB, commentId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('comment_flags')
    .set({ resolved_at: at })
    .where('comment_id', '=', commentId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The open flags of these comments with who gave them, newest first. */
export function openFlagsOf(db: DB, commentIds: readonly number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('comment_flags')
    .leftJoin('users', 'users.id', 'comment_flags.user_id')
    .select([
      'comment_flags.comment_id',
      'comment_flags.user_id',
      'comment_flags.reason',
      'comment_flags.note',
      'comment_flags.created_at',
      'users.username as flagger_username',
      'users.name as flagger_name',
    ])
    .where('comment_flags.comment_id', 'in', commentIds)
    .where('comment_flags.resolved_at', 'is', null)
    .orderBy('comment_flags.created_at', 'desc')
    .orderBy('comment_flags.id', 'desc')
    .execute();
}

export type OpenFlagRow = Awaited<ReturnType<typeof openFlagsOf>>[number];

/** Every flag the user gave, oldest first ("download my data"). */
export function flagRowsByUser(db: DB, userId: number) {
  return db
    .selectFrom('comment_flags')
    .select(['comment_id', 'reason', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
