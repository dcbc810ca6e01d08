import type { AdminCommentStatus, CommentItem, commentInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import type { CommentRow, UserRow } from '../db/schema.js';
import {
  commentRowsOfIdea,
  findCommentState,
  findCommentWithAuthor,
  flagIfActive,
  insertComment,
  setCommentStatusRow,
} from '../data/comments.js';
import { ideaAuthorId, ideaExists, ideaWithdrawn } from '../data/ideas.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { isoNow } from '../runtime/clock.js';
import { toCommentItem, toDeletedPlaceholder } from '../serializers/comments.js';
import type { Services } from './context.js';
import { notifyNewComment } from './notifications/notify.js';

/** Who is asking: visibility and moderation depend on it. Null is a visitor. */
export type Viewer = Pick<UserRow, 'id' | 'is_admin'> | null;

const isAdmin = (viewer: Viewer) => viewer?.is_admin === 1;

export async function loadItem(ctx: Services, id: number, viewer: Viewer): Promise<CommentItem> {
  const row = await findCommentWithAuthor(ctx.db, id);
  if (!row) throw notFound(MESSAGES.errors.commentNotFound);
  return toCommentItem(row, isAdmin(viewer));
}

async function ensureIdeaExists(ctx: Services, ideaId: number): Promise<void> {
  if (!(await ideaExists(ctx.db, ideaId))) throw notFound(MESSAGES.errors.ideaNotFound);
}

/** A comment goes only under an idea that exists (404) and is not withdrawn (409: its page is a tombstone). */
async function ensureIdeaOpen(ctx: Services, ideaId: number): Promise<void> {
  const withdrawn = await ideaWithdrawn(ctx.db, ideaId);
  if (withdrawn === undefined) throw notFound(MESSAGES.errors.ideaNotFound);
  if (withdrawn) throw conflict(MESSAGES.errors.ideaWithdrawn);
}

/** SPEC §4: admins see every comment; everyone sees active ones; authors also their own non-deleted ones. */
export function isVisibleTo(row: Pick<CommentRow, 'status' | 'user_id'>, viewer: Viewer): boolean {
  if (isAdmin(viewer)) return true;
  if (row.status === 'active') return true;
  return viewer !== null && row.user_id === viewer.id && row.status !== 'deleted';
}

/**
 * The comments of an idea the viewer may see, oldest first; the client builds
 * threads from parentId. Replies outlive a deleted comment (issue 12): a
 * deleted comment above a reply the viewer sees is listed as a placeholder,
 * without its text or author, so the thread keeps its shape. Admins see
 * every comment whole.
 */
export async function listComments(
  ctx: Services,
  viewer: Viewer,
  ideaId: number,
): Promise<CommentItem[]> {
  await ensureIdeaExists(ctx, ideaId);
  if (isAdmin(viewer)) {
    const rows = await commentRowsOfIdea(ctx.db, ideaId, 'all');
    return rows.map((row) => toCommentItem(row, true));
  }
  const rows = await commentRowsOfIdea(ctx.db, ideaId, { readerId: viewer?.id ?? null });
  const placeholders = deletedAboveShown(rows, viewer);
  return rows.flatMap((row) => {
    if (placeholders.has(row.id)) return [toDeletedPlaceholder(row)];
    return isVisibleTo(row, viewer) ? [toCommentItem(row, false)] : [];
  });
}

/**
 * The ids of deleted comments with a shown reply below them: each shown
 * comment's chain of deleted ancestors, up to the first that is not deleted
 * (a hidden parent stays out, and its shown replies are orphans).
 */
function deletedAboveShown(
  rows: readonly Pick<CommentRow, 'id' | 'parent_id' | 'status' | 'user_id'>[],
  viewer: Viewer,
): Set<number> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const placeholders = new Set<number>();
  for (const row of rows) {
    if (row.status === 'deleted' || !isVisibleTo(row, viewer)) continue;
    let parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    while (parent?.status === 'deleted' && !placeholders.has(parent.id)) {
      placeholders.add(parent.id);
      parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
    }
  }
  return placeholders;
}

/**
 * Posts a comment, or a reply when parentId is given. A reply's parent must
 * be an active comment of the same idea (SPEC §4: replies start only on
 * active comments). With a client key the post is idempotent: the author's
 * earlier comment with that key is answered instead of a second one. The
 * idea's author and the parent comment's author are notified in the same
 * transaction (services/notifications/notify.ts).
 */
export async function createComment(
  ctx: Services,
  author: NonNullable<Viewer>,
  ideaId: number,
  input: z.output<typeof commentInput>,
): Promise<CommentItem> {
  await ensureIdeaOpen(ctx, ideaId);
  const parentId = input.parentId ?? null;
  let parentAuthorId: number | null = null;
  if (parentId !== null) {
    const parent = await findCommentState(ctx.db, parentId);
    if (!parent || parent.idea_id !== ideaId || parent.status !== 'active') {
      throw badRequest(MESSAGES.errors.parentNotFound, [
        { path: 'parentId', message: MESSAGES.errors.parentNotFound },
      ]);
    }
    parentAuthorId = parent.user_id;
  }
  const at = isoNow(ctx.clock);
  const { id, inserted } = await ctx.db.transaction().execute(async (trx) => {
    const posted = await insertComment(trx, {
      ideaId,
      userId: author.id,
      parentId,
      content: input.content,
      at,
      clientKey: input.clientKey,
    });
    const ideaAuthor = await ideaAuthorId(trx, ideaId);
    if (posted.inserted && ideaAuthor !== undefined) {
      await notifyNewComment(trx, {
        id: posted.id,
        ideaId,
        ideaAuthorId: ideaAuthor,
        authorId: author.id,
        parentAuthorId,
        at,
      });
    }
    return posted;
  });
  if (inserted) ctx.notificationEmails.kick();
  return loadItem(ctx, id, author);
}

/**
 * Any logged-in user may flag an active comment: it becomes `flagged` and its
 * flag count grows. A comment the user cannot see is "not found"; one they
 * can see but that is not active is a conflict.
 */
export async function flagComment(
  ctx: Services,
  flagger: NonNullable<Viewer>,
  id: number,
): Promise<void> {
  if (await flagIfActive(ctx.db, id)) return;
  const row = await findCommentState(ctx.db, id);
  if (!row || !isVisibleTo(row, flagger)) throw notFound(MESSAGES.errors.commentNotFound);
  throw new AppError('CONFLICT', MESSAGES.errors.onlyActiveCanBeFlagged);
}

/**
 * Moderation (SPEC §4): an admin sets active, hidden or deleted; `flagged` is
 * reached only by flagging. The admin check lives here, not in the routes, so
 * REST and tRPC refuse a non-admin the same way (after input validation).
 */
export async function setCommentStatus(
  ctx: Services,
  moderator: NonNullable<Viewer>,
  id: number,
  status: AdminCommentStatus,
): Promise<CommentItem> {
  if (!isAdmin(moderator)) throw forbidden(MESSAGES.errors.adminOnly);
  if (!(await setCommentStatusRow(ctx.db, id, status)))
    throw notFound(MESSAGES.errors.commentNotFound);
  return loadItem(ctx, id, moderator);
}
