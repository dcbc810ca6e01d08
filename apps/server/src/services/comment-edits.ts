import type { CommentItem } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { findCommentState, setCommentStatusRow, updateCommentContent } from '../data/comments.js';
import { forbidden, notFound } from '../lib/errors.js';
import { isoNow } from '../runtime/clock.js';
import { isVisibleTo, loadItem, type Viewer } from './comments.js';
import type { Services } from './context.js';

/**
 * Comments their authors can mend (issue 12): the author of a comment edits
 * its text or deletes it. Only the author: an admin moderates with
 * `setCommentStatus` instead. A comment the caller cannot see is "not
 * found", as for flagging; a deleted one is gone, for its author too.
 */

type Caller = NonNullable<Viewer>;

/** The comment's row when the caller may see it and it is not deleted, or the 404. */
async function findMendable(ctx: Services, caller: Caller, id: number) {
  const row = await findCommentState(ctx.db, id);
  if (!row || row.status === 'deleted' || !isVisibleTo(row, caller))
    throw notFound(MESSAGES.errors.commentNotFound);
  return row;
}

/**
 * Replaces the text of the caller's own comment (the posting rule, contracts'
 * `commentEditInput`) and stamps `updatedAt`, which the app shows as
 * "edited". Its status stays what it was. The same text again (a double
 * click, a retry) writes nothing. 403 for anyone but its author.
 */
export async function editComment(
  ctx: Services,
  caller: Caller,
  id: number,
  content: string,
): Promise<CommentItem> {
  const row = await findMendable(ctx, caller, id);
  if (row.user_id !== caller.id) throw forbidden(MESSAGES.errors.commentAuthorOnly);
  if (
    row.content !== content &&
    !(await updateCommentContent(ctx.db, id, content, isoNow(ctx.clock)))
  )
    throw notFound(MESSAGES.errors.commentNotFound);
  return loadItem(ctx, id, caller);
}

/**
 * Deletes the caller's own comment: its status becomes `deleted` and its
 * replies stay, under a placeholder (`listComments`). Idempotent for the
 * author: deleting it again succeeds and changes nothing. 403 for anyone else
 * who can see it, 404 for those who cannot.
 */
export async function deleteOwnComment(ctx: Services, caller: Caller, id: number): Promise<void> {
  const row = await findCommentState(ctx.db, id);
  if (row && row.user_id === caller.id) {
    if (row.status !== 'deleted') await setCommentStatusRow(ctx.db, id, 'deleted');
    return;
  }
  if (!row || row.status === 'deleted' || !isVisibleTo(row, caller))
    throw notFound(MESSAGES.errors.commentNotFound);
  throw forbidden(MESSAGES.errors.commentAuthorOnly);
}
