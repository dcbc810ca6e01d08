import type { changePasswordInput, Success } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { deletePasswordResetsOf } from '../../data/password-resets.js';
import { deleteSessionsOf } from '../../data/sessions.js';
import { setPasswordHash } from '../../data/users.js';
import type { UserRow } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Services } from '../context.js';
import { confirmPassword } from './confirm-password.js';

/**
 * Changes the password, given the current one. Every other session of the
 * account ends (the one asking stays), and reset links still in an inbox
 * are spent: they were asked for the old password.
 */
export async function changePassword(
  ctx: Services,
  user: UserRow,
  currentSessionId: string,
  input: z.output<typeof changePasswordInput>,
): Promise<Success> {
  await confirmPassword(user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await deletePasswordResetsOf(trx, user.id);
    await deleteSessionsOf(trx, user.id, currentSessionId);
  });
  return { success: true };
}
