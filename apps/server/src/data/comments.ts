import type { DB } from '../db/database.js';
import type { CommentRow } from '../db/schema.js';

/** Rows of `comments`, with their author's public name where a shape needs it. */

export type CommentWithAuthorRow = CommentRow & {
  author_username: string | null;
  author_name: string | null;
};

function selectWithAuthor(db: DB) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.username as author_username', 'users.name as author_name']);
}

export function findCommentWithAuthor(
  db: DB,
  id: number,
): Promise<CommentWithAuthorRow | undefined> {
  return selectWithAuthor(db).where('comments.id', '=', id).executeTakeFirst();
}

/**
 * An idea's comments, oldest first: `all` of them (admins), or what a reader
 * may be shown: active and deleted ones (the service keeps a deleted one only
 * as the placeholder of its replies) and, for a logged-in reader, their own.
 */
export function commentRowsOfIdea(
  db: DB,
  ideaId: number,
  visible: 'all' | { readerId: number | null },
): Promise<CommentWithAuthorRow[]> {
  const readerId = visible === 'all' ? null : visible.readerId;
  return selectWithAuthor(db)
    .where('comments.idea_id', '=', ideaId)
    .$if(visible !== 'all', (qb) =>
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
 * Flags an active comment and counts the flag, in one conditional update so
 * two flags racing cannot both succeed. False when the comment is not active.
 * (updated_at is when the text changed: flags and statuses leave it.)
 */
export async function flagIfActive(db: DB, id: number): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set((eb) => ({ status: 'flagged', flag_count: eb('flag_count', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
