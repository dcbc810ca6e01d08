import { insertFlag, resolveOpenFlags } from '../data/comment-flags.js';
import { queueForReview } from '../data/comments.js';
import { insertLogEntry } from '../data/moderation.js';
import type { Services } from '../services/context.js';
import type { FlaggedSeedComment } from './comments.js';
import { idOf } from './random.js';
import { ADMIN_ACCOUNT, RESEARCHERS } from './seed-data.js';

/** Readers' flags that make a seeded comment `flagged` (FLAG_THRESHOLD's default). */
const SEED_THRESHOLD = 3;

/**
 * The flags of the seeded comments and what came of them, as the app would
 * have written them: each flag from a different researcher (never the
 * comment's author), spread between the comment and now; a comment with
 * three flags was flagged by them (a log entry of cause `flags`); a hidden
 * or deleted one was then decided by the admin, settling its flags (a log
 * entry by the admin). Flags of a comment still `active` or `flagged` await
 * review, so the comment waits in the moderation queue. Answers how many
 * flags it wrote.
 */
export async function insertModeration(
  ctx: Services,
  users: Map<string, number>,
  flagged: readonly FlaggedSeedComment[],
  now: number,
): Promise<number> {
  const adminId = idOf(users, ADMIN_ACCOUNT.username, 'admin');
  return ctx.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const [index, { id, comment, createdAt }] of flagged.entries()) {
      const flags = comment.flags ?? [];
      const readers = RESEARCHERS.map((account) => account.username).filter(
        (username) => username !== comment.by,
      );
      // Spread over the time since the comment: flags, then the admin's decision.
      const at = (step: number) =>
        new Date(createdAt + ((now - createdAt) * step) / (flags.length + 2)).toISOString();
      const decided = comment.status === 'hidden' || comment.status === 'deleted';
      for (const [i, flag] of flags.entries()) {
        const reader = readers[(index * 3 + i) % readers.length]!;
        await insertFlag(trx, {
          commentId: id,
          userId: idOf(users, reader, 'flagger'),
          reason: flag.reason ?? null,
          note: flag.note ?? null,
          at: at(i + 1),
        });
        count += 1;
      }
      const thresholdMet = flags.length >= SEED_THRESHOLD;
      if (thresholdMet) {
        await insertLogEntry(trx, {
          commentId: id,
          actorId: null,
          cause: 'flags',
          fromStatus: 'active',
          toStatus: 'flagged',
          flagsResolved: 0,
          at: at(SEED_THRESHOLD),
        });
      }
      if (decided) {
        const decidedAt = at(flags.length + 1);
        await resolveOpenFlags(trx, id, decidedAt);
        await insertLogEntry(trx, {
          commentId: id,
          actorId: adminId,
          cause: 'moderator',
          fromStatus: thresholdMet ? 'flagged' : 'active',
          toStatus: comment.status!,
          flagsResolved: flags.length,
          at: decidedAt,
        });
      } else {
        await queueForReview(trx, id, at(flags.length));
      }
    }
    return count;
  });
}
