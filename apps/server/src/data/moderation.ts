import type { DB } from '../db/database.js';
import { selectCommentsWithAuthor } from './comments.js';

/** The moderation queue and the moderation log (migration 0013), a page at a time. */

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Comments awaiting review (a flag no admin has decided on, or flagged
 * before flags were kept), the latest flag first, with their author and the
 * title of their idea. The `is not null` term matches the partial index
 * `comments_review_queue` word for word, so SQLite uses it.
 */
export function queueRows(db: DB, page: Page) {
  return selectCommentsWithAuthor(db)
    .innerJoin('ideas', 'ideas.id', 'comments.idea_id')
    .select('ideas.title as idea_title')
    .where('comments.review_requested_at', 'is not', null)
    .orderBy('comments.review_requested_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

export async function countQueue(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('comments.review_requested_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Comments by id with their author (the parents of queued replies). */
export function commentsWithAuthorByIds(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectCommentsWithAuthor(db).where('comments.id', 'in', ids).execute();
}

export interface NewLogEntry {
  commentId: number;
  actorId: number | null;
  cause: 'moderator' | 'flags';
  fromStatus: string;
  toStatus: string;
  flagsResolved: number;
  at: string;
}

export async function insertLogEntry(db: DB, entry: NewLogEntry): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      comment_id: entry.commentId,
      actor_id: entry.actorId,
      cause: entry.cause,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      flags_resolved: entry.flagsResolved,
      created_at: entry.at,
    })
    .execute();
}

/**
 * Log entries, newest first (ids grow with time), with the admin, the
 * comment's text and author, and its idea's title.
 */
export function logRows(db: DB, page: Page) {
  return db
    .selectFrom('moderation_log as log')
    .innerJoin('comments', 'comments.id', 'log.comment_id')
    .innerJoin('ideas', 'ideas.id', 'comments.idea_id')
    .leftJoin('users as actor', 'actor.id', 'log.actor_id')
    .leftJoin('users as author', 'author.id', 'comments.user_id')
    .select([
      'log.id',
      'log.created_at',
      'log.cause',
      'log.actor_id',
      'log.from_status',
      'log.to_status',
      'log.flags_resolved',
      'actor.username as actor_username',
      'actor.name as actor_name',
      'comments.id as comment_id',
      'comments.content as content_text',
      'comments.user_id as comment_user_id',
      'author.username as author_username',
      'author.name as author_name',
      'ideas.id as idea_id',
      'ideas.title as idea_title',
    ])
    .orderBy('log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type LogRow = Awaited<ReturnType<typeof logRows>>[number];

export async function countLog(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('moderation_log')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
