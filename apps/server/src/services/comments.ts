import type {
  AdminCommentStatus,
  Comment,
  CommentStatus,
  commentInput,
} from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.js';
import type { CommentRow, UserRow } from '../db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import { nowIso } from '../lib/time.js';
import type { ServiceContext } from './context.js';

/** Who is asking: visibility and moderation depend on it. Null is a visitor. */
export type Viewer = Pick<UserRow, 'id' | 'is_admin'> | null;

export interface CommentAuthor {
  id: number;
  username: string;
  name: string;
}

/** A comment as the web app shows it: the comment and its author's public name. */
export type CommentItem = Comment & { author: CommentAuthor | null };

type CommentWithAuthor = CommentRow & {
  author_username: string | null;
  author_name: string | null;
};

const isAdmin = (viewer: Viewer) => viewer?.is_admin === 1;

/** The REST shape of SPEC §7, with `flagCount` only for admins. Fields are named one by one. */
export function toComment(row: CommentRow, viewer: Viewer): Comment {
  return {
    id: row.id,
    ideaId: row.idea_id,
    userId: row.user_id,
    parentId: row.parent_id,
    content: row.content,
    // The column's check constraint allows only the four statuses.
    status: row.status as CommentStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(isAdmin(viewer) ? { flagCount: row.flag_count } : {}),
  };
}

function toCommentItem(row: CommentWithAuthor, viewer: Viewer): CommentItem {
  const author =
    row.author_username !== null && row.author_name !== null
      ? { id: row.user_id, username: row.author_username, name: row.author_name }
      : null;
  return { ...toComment(row, viewer), author };
}

/** Drops the author, for REST clients, which get exactly the fields of SPEC §7. */
export function withoutAuthor({ author: _author, ...comment }: CommentItem): Comment {
  return comment;
}

function selectWithAuthor(db: DB) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.username as author_username', 'users.name as author_name']);
}

async function loadItem(ctx: ServiceContext, id: number, viewer: Viewer): Promise<CommentItem> {
  const row = await selectWithAuthor(ctx.db).where('comments.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.errors.commentNotFound);
  return toCommentItem(row, viewer);
}

async function ensureIdeaExists(db: DB, ideaId: number): Promise<void> {
  const idea = await db
    .selectFrom('ideas')
    .select('id')
    .where('id', '=', ideaId)
    .executeTakeFirst();
  if (!idea) throw notFound(MESSAGES.errors.ideaNotFound);
}

/** SPEC §4: admins see every comment; everyone sees active ones; authors also their own non-deleted ones. */
function isVisibleTo(row: Pick<CommentRow, 'status' | 'user_id'>, viewer: Viewer): boolean {
  if (isAdmin(viewer)) return true;
  if (row.status === 'active') return true;
  return viewer !== null && row.user_id === viewer.id && row.status !== 'deleted';
}

/** The comments of an idea the viewer may see, oldest first; the client builds threads from parentId. */
export async function listComments(
  ctx: ServiceContext,
  viewer: Viewer,
  ideaId: number,
): Promise<CommentItem[]> {
  await ensureIdeaExists(ctx.db, ideaId);
  let query = selectWithAuthor(ctx.db).where('comments.idea_id', '=', ideaId);
  if (!isAdmin(viewer)) {
    query = query.where((eb) =>
      viewer
        ? eb.or([
            eb('comments.status', '=', 'active'),
            eb.and([
              eb('comments.user_id', '=', viewer.id),
              eb('comments.status', '!=', 'deleted'),
            ]),
          ])
        : eb('comments.status', '=', 'active'),
    );
  }
  const rows = await query
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .execute();
  return rows.map((row) => toCommentItem(row, viewer));
}

/**
 * Posts a comment, or a reply when parentId is given. A reply's parent must
 * be an active comment of the same idea (SPEC §4: replies start only on
 * active comments).
 */
export async function createComment(
  ctx: ServiceContext,
  author: NonNullable<Viewer>,
  ideaId: number,
  input: z.output<typeof commentInput>,
): Promise<CommentItem> {
  await ensureIdeaExists(ctx.db, ideaId);
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const parent = await ctx.db
      .selectFrom('comments')
      .select(['idea_id', 'status'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.idea_id !== ideaId || parent.status !== 'active') {
      throw badRequest(MESSAGES.errors.parentNotFound, [
        { path: 'parentId', message: MESSAGES.errors.parentNotFound },
      ]);
    }
  }
  const now = nowIso();
  const { id } = await ctx.db
    .insertInto('comments')
    .values({
      idea_id: ideaId,
      user_id: author.id,
      parent_id: parentId,
      content: input.content,
      status: 'active',
      flag_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return loadItem(ctx, id, author);
}

/**
 * Any logged-in user may flag an active comment: it becomes `flagged` and its
 * flag count grows, in one conditional update so two flags racing cannot both
 * succeed. A comment the user cannot see is "not found"; one they can see but
 * that is not active is a conflict.
 */
export async function flagComment(
  ctx: ServiceContext,
  flagger: NonNullable<Viewer>,
  id: number,
): Promise<void> {
  const result = await ctx.db
    .updateTable('comments')
    .set((eb) => ({
      status: 'flagged',
      flag_count: eb('flag_count', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return;
  const row = await ctx.db
    .selectFrom('comments')
    .select(['status', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !isVisibleTo(row, flagger)) throw notFound(MESSAGES.errors.commentNotFound);
  throw new AppError('CONFLICT', MESSAGES.errors.onlyActiveCanBeFlagged);
}

/** Moderation (SPEC §4): an admin sets active, hidden or deleted. `flagged` is reached only by flagging. */
export async function setCommentStatus(
  ctx: ServiceContext,
  moderator: NonNullable<Viewer>,
  id: number,
  status: AdminCommentStatus,
): Promise<CommentItem> {
  if (!isAdmin(moderator)) throw forbidden(MESSAGES.errors.adminOnly);
  const result = await ctx.db
    .updateTable('comments')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(MESSAGES.errors.commentNotFound);
  return loadItem(ctx, id, moderator);
}
