import type {
  changeEmailInput,
  ConfirmEmailChangeInput,
  MessageResult,
  SuccessMessage,
} from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/dialect.js';
import type { UserRow } from '../../db/schema.js';
import {
  deleteEmailChangesOf,
  insertEmailChange,
  takeEmailChange,
} from '../../data/email-changes.js';
import { deleteVerificationsOf } from '../../data/email-verifications.js';
import { deletePasswordResetsOf } from '../../data/password-resets.js';
import { findUserIdByEmail, setVerifiedEmail } from '../../data/users.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { DAY_MS } from '../../lib/time.js';
import { hashToken } from '../../lib/tokens.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { linkEmailText, newLinkToken } from '../auth/emailed-links.js';
import { confirmPassword } from './confirm-password.js';

/** The link sent to a new address works once, for this long. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;

export function emailChangeLink(ctx: Services, token: string): string {
  return `${ctx.config.appOrigin}/confirm-email/${token}`;
}

const emailTaken = () =>
  conflict(MESSAGES.errors.emailTaken, [{ path: 'email', message: MESSAGES.errors.emailTaken }]);

/**
 * Asks to change the account's email address, given the password. The new
 * address gets a link; until it is opened the account keeps the old one,
 * which gets a notice. A newer request replaces an older one.
 */
export async function requestEmailChange(
  ctx: Services,
  user: UserRow,
  input: z.output<typeof changeEmailInput>,
): Promise<MessageResult> {
  await confirmPassword(user, input.currentPassword, 'currentPassword');
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(MESSAGES.validation.emailUnchanged, [
      { path: 'email', message: MESSAGES.validation.emailUnchanged },
    ]);
  }
  if (await findUserIdByEmail(ctx.db, ctx.dialect, input.email)) throw emailTaken();

  const { token, stored } = newLinkToken(ctx, EMAIL_CHANGE_TTL_MS);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteEmailChangesOf(trx, user.id);
    await insertEmailChange(trx, { ...stored, userId: user.id, newEmail: input.email });
  });
  await ctx.mailer.send({
    to: input.email,
    subject: 'Confirm your new email address for This One for Free',
    text: linkEmailText(
      user.name,
      `Someone, hopefully you, asked to use this address for the This One for Free account ${user.username}. Open this link to confirm it:`,
      emailChangeLink(ctx, token),
      [
        'The link works once, for 24 hours. Until it is opened, the account keeps its current address.',
        'If you did not ask for this, ignore this message.',
      ],
    ),
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'A change of your email address was requested',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to change the email address of your This One for Free account (${user.username}) to ${input.email}. It changes when the link sent to that address is opened, within 24 hours; until then your account keeps this address.`,
      '',
      'If this was not you, log in and change your password: whoever asked knew it.',
    ].join('\n'),
  });
  return { message: MESSAGES.account.emailChangeSent(input.email) };
}

/**
 * Opens the link sent to a new address: the account takes the address, now
 * verified. Links sent to the old address (verification, password reset)
 * are spent, so that inbox no longer controls the account.
 */
export async function confirmEmailChange(
  ctx: Services,
  input: ConfirmEmailChangeInput,
): Promise<SuccessMessage> {
  const now = isoNow(ctx.clock);
  let email: string | null;
  try {
    email = await ctx.db.transaction().execute(async (trx) => {
      const change = await takeEmailChange(trx, hashToken(input.token));
      if (!change || change.expires_at <= now) return null;
      const holder = await findUserIdByEmail(trx, ctx.dialect, change.new_email);
      if (holder && holder.id !== change.user_id) throw emailTaken();
      await setVerifiedEmail(trx, change.user_id, change.new_email);
      await deleteEmailChangesOf(trx, change.user_id);
      await deleteVerificationsOf(trx, change.user_id);
      await deletePasswordResetsOf(trx, change.user_id);
      return change.new_email;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (email === null) {
    throw badRequest(MESSAGES.errors.emailChangeLinkInvalid, [
      { path: 'token', message: MESSAGES.errors.emailChangeLinkInvalid },
    ]);
  }
  return { success: true, message: MESSAGES.account.emailChanged(email) };
}
