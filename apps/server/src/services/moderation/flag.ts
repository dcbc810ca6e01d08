import { type commentFlagInput, MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { countOpenFlags, hasFlagged, insertFlag } from '../../data/comment-flags.js';
import { countFlag, lockComment } from '../../data/comments.js';
import { insertLogEntry } from '../../data/moderation.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isoNow } from '../../runtime/clock.js';
import { isVisibleTo, type Viewer } from '../comments.js';
import type { Services } from '../context.js';

/**
 * Flags a comment (issue 13): any logged-in reader flags an active comment
 * they can see, once, with an optional reason and details. The comment stays
 * active and visible, counting its flags, until flags from FLAG_THRESHOLD
 * readers await review: then it becomes `flagged` (hidden from readers, SPEC
 * §4) and the moderation log records the change (cause `flags`). Every flag
 * puts the comment in the admins' moderation queue.
 *
 * One transaction with the comment's row locked (PostgreSQL; SQLite writes
 * one at a time), so racing flags count one by one and exactly one of them
 * crosses the threshold. Errors, in this order: 404 for no such comment;
 * 409 "already flagged" for a second flag by the same reader (whatever the
 * comment's status now: they saw it); 404 for a comment the reader cannot
 * see; 409 "only active" for one they see that is not active.
 */
export async function flagComment(
  ctx: Services,
  flagger: NonNullable<Viewer>,
  id: number,
  input: z.output<typeof commentFlagInput>,
): Promise<void> {
  const at = isoNow(ctx.clock);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await lockComment(trx, ctx.dialect, id);
      if (!row) throw notFound(MESSAGES.errors.commentNotFound);
      if (await hasFlagged(trx, id, flagger.id)) throw conflict(MESSAGES.errors.alreadyFlagged);
      if (!isVisibleTo(row, flagger)) throw notFound(MESSAGES.errors.commentNotFound);
      if (row.status !== 'active') throw conflict(MESSAGES.errors.onlyActiveCanBeFlagged);

      await insertFlag(trx, {
        commentId: id,
        userId: flagger.id,
        reason: input.reason ?? null,
        note: input.note ?? null,
        at,
      });
      const flag = (await countOpenFlags(trx, id)) >= ctx.config.flagThreshold;
      await countFlag(trx, id, { at, flag });
      if (flag) {
        await insertLogEntry(trx, {
          commentId: id,
          actorId: null,
          cause: 'flags',
          fromStatus: 'active',
          toStatus: 'flagged',
          flagsResolved: 0,
          at,
        });
      }
    });
  } catch (error) {
    // The unique index (comment, reader) is the last word on "once".
    if (isUniqueViolation(error)) throw conflict(MESSAGES.errors.alreadyFlagged);
    throw error;
  }
}
