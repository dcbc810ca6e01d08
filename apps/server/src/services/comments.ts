import type { CommentItem, commentInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import type { CommentRow, UserRow } from '../db/schema.js';
import {
  commentRowsOfIdea,
  findCommentIdByClientKey,
  findCommentState,
  findCommentWithAuthor,
  insertComment,
} from '../data/comments.js';
import { ideaAuthorId, ideaExists, ideaWithdrawn } from '../data/ideas.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { isoNow } from '../runtime/clock.js';
import { toCommentItem, toDeletedPlaceholder } from '../serializers/comments.js';
import { assertNewAccountAllowance } from './auth/new-accounts.js';
import type { Services } from './context.js';
import { notifyNewComment } from './notifications/notify.js';

/** Who is asking: visibility and moderation depend on it. Null is a visitor. */
export type Viewer = Pick<UserRow, 'id' | 'is_admin'> | null;

export const isAdmin = (viewer: Viewer) => viewer?.is_admin === 1;

/** One comment as `viewer` gets it back after a write (whether they flagged it included). */
export async function loadItem(
  ctx: Services,
  id: number,
  viewer: NonNullable<Viewer>,
): Promise<CommentItem> {
  const row = await findCommentWithAuthor(ctx.db, id, viewer.id);
  if (!row) throw notFound(MESSAGES.errors.commentNotFound);
  return toCommentItem(row);
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
  const readerId = viewer?.id ?? null;
  if (isAdmin(viewer)) {
    const rows = await commentRowsOfIdea(ctx.db, ideaId, readerId, 'all');
    return rows.map(toCommentItem);
  }
  const rows = await commentRowsOfIdea(ctx.db, ideaId, readerId, 'readable');
  const placeholders = deletedAboveShown(rows, viewer);
  return rows.flatMap((row) => {
    if (placeholders.has(row.id)) return [toDeletedPlaceholder(row)];
    return isVisibleTo(row, viewer) ? [toCommentItem(row)] : [];
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
 * earlier comment with that key is answered instead of a second one (before
 * the new-account limit is counted: a retry is not another post). The
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
    if (input.clientKey !== undefined) {
      const earlier = await findCommentIdByClientKey(trx, author.id, input.clientKey);
      if (earlier !== undefined) return { id: earlier, inserted: false };
    }
    await assertNewAccountAllowance(trx, ctx, author.id, 'comments');
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
