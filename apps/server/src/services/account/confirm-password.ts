import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';

/**
 * Asks for the account's password before a change a stolen session alone
 * must not make (password, email, deletion). A wrong one is a 400 on the
 * field, not a 401: the session is fine, and a 401 would log the web app out.
 */
export async function confirmPassword(
  user: UserRow,
  password: string,
  field: string,
  message: string = MESSAGES.validation.currentPasswordWrong,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw badRequest(message, [{ path: field, message }]);
  }
}
