import type { DB } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { DAY_MS, nowIso } from '../lib/time.js';
import { generateToken, hashToken } from '../lib/tokens.js';

/**
 * Sessions in the design of Lucia v3's guide (docs/decisions/0001): the
 * browser holds a random token, the database holds its SHA-256, and a session
 * used in the second half of its life is extended (sliding expiry).
 */
export const SESSION_TTL_MS = 30 * DAY_MS;
const RENEW_WITHIN_MS = 15 * DAY_MS;

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
}

export interface SessionValidation {
  session: Session;
  user: UserRow;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

export async function createSession(
  db: DB,
  userId: number,
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: userId,
      expires_at: session.expiresAt.toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return { token, session };
}

export async function validateSessionToken(
  db: DB,
  token: string,
): Promise<SessionValidation | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, ...user } = row;
  const expiresAt = new Date(session_expires_at);
  const now = Date.now();
  if (now >= expiresAt.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', session_id).execute();
    return null;
  }
  let renewed = false;
  if (expiresAt.getTime() - now < RENEW_WITHIN_MS) {
    expiresAt.setTime(now + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt.toISOString() })
      .where('id', '=', session_id)
      .execute();
    renewed = true;
  }
  return { session: { id: session_id, userId: user.id, expiresAt }, user, renewed };
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: DB): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
