import { DEFAULT_CITATION_FORMAT, MESSAGES, type registerInput } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/dialect.js';
import type { UserRow } from '../../db/schema.js';
import { insertUser, usersHolding } from '../../data/users.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { sendVerificationEmail } from './email-verification.js';
import { type LoggedIn, startSession } from './login.js';
import type { ClientInfo } from './sessions.js';

/** 409 naming the field when the username or the email is taken (ignoring case). */
async function ensureAvailable(
  ctx: Services,
  input: { username: string; email: string },
): Promise<void> {
  const taken = await usersHolding(ctx.db, ctx.dialect, input);
  const usernameTaken = taken.some(
    (row) => row.username.toLowerCase() === input.username.toLowerCase(),
  );
  if (usernameTaken)
    throw conflict(MESSAGES.errors.usernameTaken, [
      { path: 'username', message: MESSAGES.errors.usernameTaken },
    ]);
  if (taken.length > 0)
    throw conflict(MESSAGES.errors.emailTaken, [
      { path: 'email', message: MESSAGES.errors.emailTaken },
    ]);
}

/** Creates the account, emails a verification link and logs the new user in. */
export async function register(
  ctx: Services,
  input: z.output<typeof registerInput>,
  client: ClientInfo,
): Promise<LoggedIn> {
  await ensureAvailable(ctx, input);
  const passwordHash = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await insertUser(ctx.db, {
      username: input.username,
      email: input.email,
      password_hash: passwordHash,
      name: input.name,
      institution: input.institution,
      orcid_id: input.orcidId,
      is_admin: 0,
      email_verified: 0,
      citation_format: DEFAULT_CITATION_FORMAT,
      created_at: isoNow(ctx.clock),
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) await ensureAvailable(ctx, input);
    throw error;
  }
  await sendVerificationEmail(ctx, row);
  return startSession(ctx, row, client);
}
