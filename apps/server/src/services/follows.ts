import type { Follows, FollowTarget } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  deleteFollow,
  followedFieldRows,
  followedIdeaRows,
  followedUserRows,
  insertFollow,
} from '../data/follows.js';
import { ideaWithdrawn } from '../data/ideas.js';
import { findUserById } from '../data/users.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { isoNow } from '../runtime/clock.js';
import { toFollows } from '../serializers/follows.js';
import type { Services } from './context.js';

/**
 * Following (issue 15): a researcher follows other researchers, academic
 * fields and ideas, and is notified of what they bring
 * (services/notifications). Following twice or unfollowing what one does not
 * follow changes nothing and succeeds.
 */

/** What the user follows, each list the newest first. */
export async function listFollows(ctx: Services, userId: number): Promise<Follows> {
  const [users, fields, ideas] = await Promise.all([
    followedUserRows(ctx.db, userId),
    followedFieldRows(ctx.db, userId),
    followedIdeaRows(ctx.db, userId),
  ]);
  return toFollows(users, fields, ideas);
}

/**
 * Starts following a researcher, a field or an idea; answers what the user
 * follows now. 404 for a researcher or idea that does not exist (or an
 * account that was deleted), 400 for oneself, 409 for a withdrawn idea.
 * A field's name is checked by the contracts' schema (400).
 */
export async function follow(
  ctx: Services,
  userId: number,
  target: FollowTarget,
): Promise<Follows> {
  await assertFollowable(ctx, userId, target);
  await insertFollow(ctx.db, userId, target, isoNow(ctx.clock));
  return listFollows(ctx, userId);
}

/** Stops following; answers what the user follows now. Idempotent, even for a target that is gone. */
export async function unfollow(
  ctx: Services,
  userId: number,
  target: FollowTarget,
): Promise<Follows> {
  await deleteFollow(ctx.db, userId, target);
  return listFollows(ctx, userId);
}

async function assertFollowable(ctx: Services, userId: number, target: FollowTarget) {
  switch (target.kind) {
    case 'user': {
      if (target.target === userId) {
        throw badRequest(MESSAGES.errors.followSelf, [
          { path: 'target', message: MESSAGES.errors.followSelf },
        ]);
      }
      const user = await findUserById(ctx.db, target.target);
      if (!user || user.deleted_at !== null) throw notFound(MESSAGES.errors.userNotFound);
      return;
    }
    case 'idea': {
      const withdrawn = await ideaWithdrawn(ctx.db, target.target);
      if (withdrawn === undefined) throw notFound(MESSAGES.errors.ideaNotFound);
      if (withdrawn) throw conflict(MESSAGES.errors.ideaWithdrawn);
      return;
    }
    case 'field':
      return;
  }
}
