import { type SqlBool, sql } from 'kysely';
import type { DB, Dialect } from '../db/database.js';
import type { CommentRow } from '../db/schema.js';

/** Rows of `comments`, with their author's public name where a shape needs it. */

export type CommentWithAuthorRow = CommentRow & {
  author_username: string | null;
  author_name: string | null;
};

/** A comment as a reader sees it: with its author, and whether that reader flagged it. */
export type CommentForReaderRow = CommentWithAuthorRow & {
  /** 1/true when the reader has flagged it (0/false for visitors); dialects differ. */
  flagged_by_reader: SqlBool;
};

/** Comments with their author (a left join: every comment keeps its user row, emptied or not). */
export function selectCommentsWithAuthor(db: DB) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.username as author_username', 'users.name as author_name']);
}

/** As `selectCommentsWithAuthor`, with `flagged_by_reader` for `readerId` (null: a visitor). */
function selectForReader(db: DB, readerId: number | null) {
  return selectCommentsWithAuthor(db).select((eb) =>
    readerId === null
      ? sql<SqlBool>`0`.as('flagged_by_reader')
      : eb
          .exists(
            eb
              .selectFrom('comment_flags')
              .select('comment_flags.id')
              .whereRef('comment_flags.comment_id', '=', 'comments.id')
              .where('comment_flags.user_id', '=', readerId),
          )
          .as('flagged_by_reader'),
  );
}

export function findCommentWithAuthor(
  db: DB,
  id: number,
  readerId: number | null,
): Promise<CommentForReaderRow | undefined> {
  return selectForReader(db, readerId).where('comments.id', '=', id).executeTakeFirst();
}

/**
 * An idea's comments, oldest first: `all` of them (admins), or what a reader
 * may be shown: active and deleted ones (the service keeps a deleted one only
 * as the placeholder of its replies) and, for a logged-in reader, their own.
 */
export function commentRowsOfIdea(
  db: DB,
  ideaId: number,
  readerId: number | null,
  visible: 'all' | 'readable',
): Promise<CommentForReaderRow[]> {
  return selectForReader(db, readerId)
    .where('comments.idea_id', '=', ideaId)
    .$if(visible === 'readable', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('comments.status', 'in', ['active', 'deleted']),
          ...(readerId === null ? [] : [eb('comments.user_id', '=', readerId)]),
        ]),
      ),
    )
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .execute();
}

export function findCommentState(db: DB, id: number) {
  return db
    .selectFrom('comments')
    .select(['idea_id', 'status', 'user_id', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * `findCommentState` that, on PostgreSQL, also locks the comment's row until
 * the transaction ends, so flags and moderation of one comment take turns
 * (SQLite has one writer at a time already).
 */
export function lockComment(db: DB, dialect: Dialect, id: number) {
  return db
    .selectFrom('comments')
    .select(['idea_id', 'status', 'user_id'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The id of the author's comment posted with this client key, if any. */
export async function findCommentIdByClientKey(
  db: DB,
  userId: number,
  clientKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row?.id;
}

/** How many comments the user has written, whatever their status (the new-account limit). */
export async function countCommentsByUser(db: DB, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A new comment; the seed also sets a moderated status and flags. */
export interface NewComment {
  ideaId: number;
  userId: number;
  parentId: number | null;
  content: string;
  at: string;
  status?: CommentRow['status'];
  flagCount?: number;
  /** The author's idempotency key (unique per author), when the client sent one. */
  clientKey?: string;
}

/**
 * Inserts the comment and answers its id; when the author already posted with
 * the same client key, inserts nothing and answers that comment's id instead
 * (`inserted` false).
 * ON CONFLICT DO NOTHING (both dialects) settles two posts racing with one
 * key without an error: one inserts, the other finds its row.
 */
export async function insertComment(
  db: DB,
  comment: NewComment,
): Promise<{ id: number; inserted: boolean }> {
  if (comment.clientKey === undefined) return { id: await insertRow(db, comment), inserted: true };
  const inserted = await db
    .insertInto('comments')
    .values(commentValues(comment))
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, inserted: true };
  const { id } = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', comment.userId)
    .where('client_key', '=', comment.clientKey)
    .executeTakeFirstOrThrow();
  return { id, inserted: false };
}

function commentValues(comment: NewComment) {
  return {
    idea_id: comment.ideaId,
    user_id: comment.userId,
    parent_id: comment.parentId,
    content: comment.content,
    status: comment.status ?? 'active',
    flag_count: comment.flagCount ?? 0,
    created_at: comment.at,
    updated_at: comment.at,
    client_key: comment.clientKey ?? null,
  };
}

async function insertRow(db: DB, comment: NewComment): Promise<number> {
  const { id } = await db
    .insertInto('comments')
    .values(commentValues(comment))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Counts a new flag of the comment and puts it in the moderation queue (its
 * latest flag came `at`); with `flag`, its status also becomes `flagged`.
 * (updated_at is when the text changed: flags and statuses leave it.)
 */
export async function countFlag(
  db: DB,
  id: number,
  change: { at: string; flag: boolean },
): Promise<void> {
  await db
    .updateTable('comments')
    .set((eb) => ({
      flag_count: eb('flag_count', '+', 1),
      review_requested_at: change.at,
      ...(change.flag ? { status: 'flagged' } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Puts the comment in the moderation queue, its latest flag having come `at` (the demo seed). */
export async function queueForReview(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('comments').set({ review_requested_at: at }).where('id', '=', id).execute();
}

/** An admin's decision: the comment's status, and it leaves the moderation queue. */
export async function setModeratedStatus(db: DB, id: number, status: string): Promise<void> {
  await db
    .updateTable('comments')
    .set({ status, review_requested_at: null })
    .where('id', '=', id)
    .execute();
}

/** Sets a comment's status; false when there is no such comment. */
export async function setCommentStatusRow(db: DB, id: number, status: string): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Replaces the text of a comment that is not deleted and stamps the time;
 * false when there is no such comment (one deleted meanwhile included).
 */
export async function updateCommentContent(
  db: DB,
  id: number,
  content: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ content, updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
