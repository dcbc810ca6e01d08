import { MESSAGES } from '@thisoneforfree/contracts';
import { countCommentsByUser } from '../../data/comments.js';
import { countIdeasByUser } from '../../data/ideas.js';
import { findPoster } from '../../data/users.js';
import type { DB } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { HOUR_MS } from '../../lib/time.js';
import type { Services } from '../context.js';

/**
 * New accounts are limited (issue 13): in its first NEW_ACCOUNT_WINDOW_HOURS
 * an account posts at most NEW_ACCOUNT_IDEAS_PER_DAY ideas and
 * NEW_ACCOUNT_COMMENTS_PER_DAY comments, so a throwaway account cannot
 * flood the site before anyone notices. Admins are exempt. The count is of
 * the rows the account has written (withdrawn ideas and deleted comments
 * included: withdrawing does not buy another post), read in the posting
 * transaction with a new account's row locked on PostgreSQL, so every server
 * process on the database sees the same count and two posts racing cannot
 * both take the last place. Settled accounts and admins take no lock: their
 * posts do not wait for each other.
 *
 * Call it inside the transaction that inserts the post; a refusal is a 429
 * (`TOO_MANY_REQUESTS`) with a message that says what and until when.
 */
export async function assertNewAccountAllowance(
  trx: DB,
  ctx: Services,
  userId: number,
  kind: 'ideas' | 'comments',
): Promise<void> {
  const { windowHours, ...limits } = ctx.config.newAccountLimits;
  if (windowHours === 0) return;
  const isNew = (poster: { is_admin: number; created_at: string } | undefined) =>
    poster !== undefined &&
    poster.is_admin !== 1 &&
    ctx.clock.now().getTime() < Date.parse(poster.created_at) + windowHours * HOUR_MS;
  if (!isNew(await findPoster(trx, ctx.dialect, userId, false))) return;
  // New: read it again under the lock, then count.
  if (!isNew(await findPoster(trx, ctx.dialect, userId, true))) return;
  const max = limits[kind];
  const posted =
    kind === 'ideas' ? await countIdeasByUser(trx, userId) : await countCommentsByUser(trx, userId);
  if (posted < max) return;
  throw new AppError(
    'TOO_MANY_REQUESTS',
    kind === 'ideas'
      ? MESSAGES.errors.newAccountIdeaLimit(max, windowHours)
      : MESSAGES.errors.newAccountCommentLimit(max, windowHours),
  );
}
