import type { LoginInput, User } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import { findUserByLogin } from '../../data/users.js';
import { unauthorized } from '../../lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import type { Services } from '../context.js';
import { currentUser } from '../users.js';
import { type ClientInfo, createSession, invalidateSession, sweepExpired } from './sessions.js';

export interface LoggedIn {
  user: User;
  /** The session cookie value: hand it to the browser, never log or return it. */
  sessionToken: string;
  sessionExpiresAt: Date;
}

/** Starts a session for the account and answers the user with its cookie value. */
export async function startSession(
  ctx: Services,
  row: UserRow,
  client: ClientInfo,
): Promise<LoggedIn> {
  const { token, session } = await createSession(ctx, row.id, client);
  return {
    user: await currentUser(ctx, row),
    sessionToken: token,
    sessionExpiresAt: session.expiresAt,
  };
}

export async function login(
  ctx: Services,
  input: LoginInput,
  client: ClientInfo,
): Promise<LoggedIn> {
  const row = input.username.trim()
    ? await findUserByLogin(ctx.db, ctx.dialect, input.username)
    : undefined;
  if (!row) {
    await burnPasswordCheck(input.password);
    throw unauthorized(MESSAGES.errors.invalidCredentials);
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw unauthorized(MESSAGES.errors.invalidCredentials);
  }
  // A login is a natural moment to clear out sessions nobody will present again.
  await sweepExpired(ctx);
  return startSession(ctx, row, client);
}

/** Ends the session, if there is one. */
export async function logout(ctx: Services, sessionId: string | undefined): Promise<void> {
  if (sessionId) await invalidateSession(ctx, sessionId);
}
