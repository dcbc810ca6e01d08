import type { AdminCommentStatus, CommentItem } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { resolveOpenFlags } from '../../data/comment-flags.js';
import { lockComment, setModeratedStatus } from '../../data/comments.js';
import { insertLogEntry } from '../../data/moderation.js';
import { notFound } from '../../lib/errors.js';
import { isoNow } from '../../runtime/clock.js';
import { loadItem, type Viewer } from '../comments.js';
import type { Services } from '../context.js';
import { assertAdmin } from './admins.js';

/**
 * Moderation (SPEC §4): an admin sets a comment active, hidden or deleted;
 * `flagged` is reached only by flags. The decision settles the flags
 * awaiting review (they count no more towards the threshold, so a comment
 * restored to `active` needs FLAG_THRESHOLD new readers to be flagged
 * again), takes the comment out of the moderation queue and is written to
 * the moderation log (who, when, from, to), all in one transaction with the
 * comment's row locked. Setting the status it has is still a decision: it
 * is logged and settles the flags (keeping a flagged-at comment active).
 */
export async function setCommentStatus(
  ctx: Services,
  moderator: NonNullable<Viewer>,
  id: number,
  status: AdminCommentStatus,
): Promise<CommentItem> {
  assertAdmin(moderator, MESSAGES.errors.adminOnly);
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockComment(trx, ctx.dialect, id);
    if (!row) throw notFound(MESSAGES.errors.commentNotFound);
    const flagsResolved = await resolveOpenFlags(trx, id, at);
    await setModeratedStatus(trx, id, status);
    await insertLogEntry(trx, {
      commentId: id,
      actorId: moderator.id,
      cause: 'moderator',
      fromStatus: row.status,
      toStatus: status,
      flagsResolved,
      at,
    });
  });
  return loadItem(ctx, id, moderator);
}
