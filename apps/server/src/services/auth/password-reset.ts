import type {
  ForgotPasswordInput,
  MessageResult,
  resetPasswordInput,
} from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import {
  deletePasswordResetsOf,
  insertPasswordReset,
  takePasswordReset,
} from '../../data/password-resets.js';
import { deleteSessionsOf } from '../../data/sessions.js';
import { findUserByLogin, markEmailVerified, setPasswordHash } from '../../data/users.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { HOUR_MS } from '../../lib/time.js';
import { hashToken } from '../../lib/tokens.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { linkEmailText, newLinkToken } from './emailed-links.js';
import { isWithinLimit, type RateLimit } from '../rate-limits.js';

/** A reset link works once, for this long. */
export const RESET_TTL_MS = HOUR_MS;

/**
 * Reset emails one account receives at most, whoever asks: more requests are
 * answered as always but send nothing, so nobody can fill an inbox and the
 * answer still does not tell whether the account exists.
 */
export const RESET_EMAILS_PER_ACCOUNT: RateLimit = { max: 3, timeWindow: HOUR_MS };

export function resetLink(ctx: Services, token: string): string {
  return `${ctx.config.appOrigin}/reset-password/${token}`;
}

async function sendResetEmail(ctx: Services, row: UserRow): Promise<void> {
  const { token, stored } = newLinkToken(ctx, RESET_TTL_MS);
  await insertPasswordReset(ctx.db, { ...stored, userId: row.id });
  await ctx.mailer.send({
    to: row.email,
    subject: 'Reset your password for This One for Free',
    text: linkEmailText(
      row.name,
      `Someone, hopefully you, asked to reset the password of your This One for Free account (${row.username}). Open this link to choose a new one:`,
      resetLink(ctx, token),
      [
        'The link works once, for 1 hour. Choosing a new password logs the account out everywhere.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    ),
  });
}

/**
 * Forgot password: emails a single-use link to the account's address. The
 * answer is the same whether or not the account exists (and when its own
 * limit of reset emails is reached), so it tells nobody who has an account.
 */
export async function requestPasswordReset(
  ctx: Services,
  input: ForgotPasswordInput,
): Promise<MessageResult> {
  const row = await findUserByLogin(ctx.db, ctx.dialect, input.usernameOrEmail);
  if (
    row &&
    (await isWithinLimit(ctx, `passwordResetEmail:user:${row.id}`, RESET_EMAILS_PER_ACCOUNT))
  ) {
    await sendResetEmail(ctx, row);
  }
  return { message: MESSAGES.account.resetLinkSent };
}

/**
 * Sets a new password with a reset link. The link is spent (all of the
 * account's are), every session of the account ends, and the address is
 * verified: the link reached it.
 */
export async function resetPassword(
  ctx: Services,
  input: z.output<typeof resetPasswordInput>,
): Promise<void> {
  // Hashing takes a while: done before the transaction, which then holds its lock briefly.
  const passwordHash = await hashPassword(input.password);
  const now = isoNow(ctx.clock);
  const done = await ctx.db.transaction().execute(async (trx) => {
    const reset = await takePasswordReset(trx, hashToken(input.token));
    if (!reset || reset.expires_at <= now) return false;
    await setPasswordHash(trx, reset.user_id, passwordHash);
    await markEmailVerified(trx, reset.user_id);
    await deletePasswordResetsOf(trx, reset.user_id);
    await deleteSessionsOf(trx, reset.user_id, null);
    return true;
  });
  if (!done) {
    throw badRequest(MESSAGES.errors.resetLinkInvalid, [
      { path: 'token', message: MESSAGES.errors.resetLinkInvalid },
    ]);
  }
}
