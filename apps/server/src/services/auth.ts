import type { LoginInput, ResendVerificationInput, User } from '@thisoneforfree/contracts';
import { DEFAULT_CITATION_FORMAT, MESSAGES, type registerInput } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { equalsIgnoreCase, isUniqueViolation } from '../db/queries.js';
import type { UserRow } from '../db/schema.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/passwords.js';
import { DAY_MS, isoFromNow, nowIso } from '../lib/time.js';
import { generateToken, hashToken } from '../lib/tokens.js';
import type { ServiceContext } from './context.js';
import { createSession } from './sessions.js';
import { currentUser } from './users.js';

const VERIFICATION_TTL_MS = 2 * DAY_MS;

export interface LoggedIn {
  user: User;
  /** The session cookie value: hand it to the browser, never log or return it. */
  sessionToken: string;
  sessionExpiresAt: Date;
}

async function findByUsernameOrEmail(
  ctx: ServiceContext,
  value: string,
): Promise<UserRow | undefined> {
  const field = value.includes('@') ? 'email' : 'username';
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where(equalsIgnoreCase(ctx.dialect, field, value.trim()))
    .executeTakeFirst();
}

async function ensureAvailable(
  ctx: ServiceContext,
  input: { username: string; email: string },
): Promise<void> {
  const taken = await ctx.db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        equalsIgnoreCase(ctx.dialect, 'username', input.username),
        equalsIgnoreCase(ctx.dialect, 'email', input.email),
      ]),
    )
    .execute();
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
  ctx: ServiceContext,
  input: z.output<typeof registerInput>,
): Promise<LoggedIn> {
  await ensureAvailable(ctx, input);
  const passwordHash = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await ctx.db
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        name: input.name,
        institution: input.institution,
        orcid_id: input.orcidId,
        is_admin: 0,
        email_verified: 0,
        citation_format: DEFAULT_CITATION_FORMAT,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) await ensureAvailable(ctx, input);
    throw error;
  }
  await sendVerificationEmail(ctx, row);
  return startSession(ctx, row);
}

export async function login(ctx: ServiceContext, input: LoginInput): Promise<LoggedIn> {
  const row = input.username.trim() ? await findByUsernameOrEmail(ctx, input.username) : undefined;
  if (!row) {
    await burnPasswordCheck(input.password);
    throw unauthorized(MESSAGES.errors.invalidCredentials);
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw unauthorized(MESSAGES.errors.invalidCredentials);
  }
  return startSession(ctx, row);
}

async function startSession(ctx: ServiceContext, row: UserRow): Promise<LoggedIn> {
  const { token, session } = await createSession(ctx.db, row.id);
  return {
    user: await currentUser(ctx, row),
    sessionToken: token,
    sessionExpiresAt: session.expiresAt,
  };
}

export function verificationLink(ctx: ServiceContext, token: string): string {
  return `${ctx.config.appOrigin}/verify-email/${token}`;
}

async function sendVerificationEmail(ctx: ServiceContext, row: UserRow): Promise<void> {
  const token = generateToken();
  await ctx.db
    .insertInto('email_verifications')
    .values({
      token_hash: hashToken(token),
      user_id: row.id,
      expires_at: isoFromNow(VERIFICATION_TTL_MS),
      created_at: nowIso(),
    })
    .execute();
  const link = verificationLink(ctx, token);
  await ctx.mailer.send({
    to: row.email,
    subject: 'Verify your email for This One for Free',
    links: [link],
    text: [
      `Hello ${row.name},`,
      '',
      'Please confirm your email address for This One for Free by opening this link:',
      link,
      '',
      'The link is valid for 48 hours. If you did not create an account, ignore this message.',
    ].join('\n'),
  });
}

/** Marks the email verified. Tokens are single-use and expire after 48 hours. */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const verified = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_verifications')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('email_verifications').where('token_hash', '=', tokenHash).execute();
    if (row.expires_at <= nowIso()) return false;
    await trx
      .updateTable('users')
      .set({ email_verified: 1 })
      .where('id', '=', row.user_id)
      .execute();
    await trx.deleteFrom('email_verifications').where('user_id', '=', row.user_id).execute();
    return true;
  });
  if (!verified) throw badRequest(MESSAGES.errors.verificationInvalid);
}

export const RESEND_VERIFICATION_MESSAGE =
  'If an account with that username or email exists and is not yet verified, a new verification email is on its way.';

/** Sends a fresh link; answers the same whether or not the account exists. */
export async function resendVerification(
  ctx: ServiceContext,
  input: ResendVerificationInput,
): Promise<{ message: string }> {
  const row = await findByUsernameOrEmail(ctx, input.usernameOrEmail);
  if (row && row.email_verified === 0) await sendVerificationEmail(ctx, row);
  return { message: RESEND_VERIFICATION_MESSAGE };
}
