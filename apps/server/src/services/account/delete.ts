import type { deleteAccountInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { deleteAccessTokensOf } from '../../data/access-tokens.js';
import { favoriteRowsByUser, ratingRowsByUser } from '../../data/account-export.js';
import { deleteEmailChangesOf } from '../../data/email-changes.js';
import { deleteVerificationsOf } from '../../data/email-verifications.js';
import { deleteFavoritesOf } from '../../data/favorites.js';
import { deleteFollowsOf } from '../../data/follows.js';
import { refreshFavoriteCount, refreshRatingAggregates } from '../../data/idea-aggregates.js';
import { lockIdea } from '../../data/ideas.js';
import { deleteNotificationsOf } from '../../data/notifications.js';
import { deletePasswordResetsOf } from '../../data/password-resets.js';
import { deleteRatingsOf } from '../../data/ratings.js';
import { deleteSessionsOf } from '../../data/sessions.js';
import { emptyDeletedUser } from '../../data/users.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { confirmPassword } from './confirm-password.js';

/**
 * What a deleted account's password hash becomes: not an argon2 hash, so
 * verifying any password against it fails (lib/passwords.ts).
 */
const NO_PASSWORD = '!deleted';

/**
 * Deletes the account, given its password and its username typed out. Its
 * ideas and comments stay, shown as by "Deleted user" (the row stays,
 * emptied: migration 0012); its ratings and favorites go, with the
 * aggregates of the ideas they counted in; its sessions, access tokens,
 * emailed links, follows (and others' follows of it), notifications and
 * their settings go. One transaction: either all of it happens or nothing.
 */
export async function deleteAccount(
  ctx: Services,
  user: UserRow,
  input: z.output<typeof deleteAccountInput>,
): Promise<void> {
  if (input.username !== user.username) {
    throw badRequest(MESSAGES.validation.confirmUsernameMismatch, [
      { path: 'username', message: MESSAGES.validation.confirmUsernameMismatch },
    ]);
  }
  await confirmPassword(user, input.password, 'password', MESSAGES.validation.passwordWrong);
  await ctx.db.transaction().execute(async (trx) => {
    const [ratings, favorites] = await Promise.all([
      ratingRowsByUser(trx, user.id),
      favoriteRowsByUser(trx, user.id),
    ]);
    // Locked in id order, as one rating or favorite write locks its idea, so no two wait on each other.
    const ideaIds = [...new Set([...ratings, ...favorites].map((row) => row.idea_id))].sort(
      (a, b) => a - b,
    );
    for (const id of ideaIds) await lockIdea(trx, ctx.dialect, id);
    const rated = await deleteRatingsOf(trx, user.id);
    const favorited = await deleteFavoritesOf(trx, user.id);
    for (const id of new Set(rated)) await refreshRatingAggregates(trx, id);
    for (const id of new Set(favorited)) await refreshFavoriteCount(trx, id);

    await deleteSessionsOf(trx, user.id, null);
    await deleteAccessTokensOf(trx, user.id);
    await deleteVerificationsOf(trx, user.id);
    await deletePasswordResetsOf(trx, user.id);
    await deleteEmailChangesOf(trx, user.id);
    await deleteFollowsOf(trx, user.id);
    await deleteNotificationsOf(trx, user.id);
    await emptyDeletedUser(trx, user.id, {
      name: MESSAGES.account.deletedUser,
      deletedAt: isoNow(ctx.clock),
      passwordHash: NO_PASSWORD,
    });
  });
}
