import type { ResendVerificationInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import {
  deleteVerification,
  deleteVerificationsOf,
  findVerification,
  insertVerification,
} from '../../data/email-verifications.js';
import { findUserByLogin, markEmailVerified } from '../../data/users.js';
import { badRequest } from '../../lib/errors.js';
import { DAY_MS } from '../../lib/time.js';
import { hashToken } from '../../lib/tokens.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { linkEmailText, newLinkToken } from './emailed-links.js';

const VERIFICATION_TTL_MS = 2 * DAY_MS;

export function verificationLink(ctx: Services, token: string): string {
  return `${ctx.config.appOrigin}/verify-email/${token}`;
}

/** Stores a new single-use link for the account and emails it. */
export async function sendVerificationEmail(ctx: Services, row: UserRow): Promise<void> {
  const { token, stored } = newLinkToken(ctx, VERIFICATION_TTL_MS);
  await insertVerification(ctx.db, { ...stored, userId: row.id });
  await ctx.mailer.send({
    to: row.email,
    subject: 'Verify your email for This One for Free',
    text: linkEmailText(
      row.name,
      'Please confirm your email address for This One for Free by opening this link:',
      verificationLink(ctx, token),
      ['The link is valid for 48 hours. If you did not create an account, ignore this message.'],
    ),
  });
}

/** Marks the email verified. Tokens are single-use and expire after 48 hours. */
export async function verifyEmail(ctx: Services, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const now = isoNow(ctx.clock);
  const verified = await ctx.db.transaction().execute(async (trx) => {
    const row = await findVerification(trx, tokenHash);
    if (!row) return false;
    await deleteVerification(trx, tokenHash);
    if (row.expires_at <= now) return false;
    await markEmailVerified(trx, row.user_id);
    await deleteVerificationsOf(trx, row.user_id);
    return true;
  });
  if (!verified) throw badRequest(MESSAGES.errors.verificationInvalid);
}

export const RESEND_VERIFICATION_MESSAGE =
  'If an account with that username or email exists and is not yet verified, a new verification email is on its way.';

/** Sends a fresh link; answers the same whether or not the account exists. */
export async function resendVerification(
  ctx: Services,
  input: ResendVerificationInput,
): Promise<{ message: string }> {
  const row = await findUserByLogin(ctx.db, ctx.dialect, input.usernameOrEmail);
  if (row && row.email_verified === 0) await sendVerificationEmail(ctx, row);
  return { message: RESEND_VERIFICATION_MESSAGE };
}
