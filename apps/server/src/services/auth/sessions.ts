import type { UserRow } from '../../db/schema.js';
import { deleteExpiredEmailChanges } from '../../data/email-changes.js';
import { deleteExpiredPasswordResets } from '../../data/password-resets.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from '../../data/sessions.js';
import { deleteExpiredVerifications } from '../../data/email-verifications.js';
import { isoNow } from '../../runtime/clock.js';
import { DAY_MS } from '../../lib/time.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import type { Services } from '../context.js';

/**
 * Sessions in the design of Lucia v3's guide (docs/decisions/0001): the
 * browser holds a random token, the database holds its SHA-256, and a session
 * used in the second half of its life is extended (sliding expiry).
 */
export const SESSION_TTL_MS = 30 * DAY_MS;
const RENEW_WITHIN_MS = 15 * DAY_MS;
/** lastSeenAt is written at most this often, so requests do not each write a row. */
export const LAST_SEEN_PRECISION_MS = 60_000;
/** A User-Agent is kept to this length: enough to name any browser, bounded for the table. */
const USER_AGENT_MAX = 512;

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

/** Where a session was started from: the browser's User-Agent header, if it sent one. */
export interface ClientInfo {
  userAgent: string | null;
}

export async function createSession(
  ctx: Services,
  userId: number,
  client: ClientInfo,
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const now = ctx.clock.now();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await insertSession(ctx.db, {
    id: session.id,
    userId,
    expiresAt: session.expiresAt.toISOString(),
    createdAt: now.toISOString(),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
  });
  return { token, session };
}

export async function validateSessionToken(
  ctx: Services,
  token: string,
): Promise<SessionValidation | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const found = await findSessionWithUser(ctx.db, hashToken(token));
  if (!found) return null;
  const expiresAt = new Date(found.expiresAt);
  const now = ctx.clock.now().getTime();
  if (now >= expiresAt.getTime()) {
    await deleteSession(ctx.db, found.sessionId);
    return null;
  }
  const renewed = expiresAt.getTime() - now < RENEW_WITHIN_MS;
  if (renewed) expiresAt.setTime(now + SESSION_TTL_MS);
  const lastSeen = found.lastSeenAt ? new Date(found.lastSeenAt).getTime() : 0;
  if (renewed || now - lastSeen >= LAST_SEEN_PRECISION_MS) {
    await touchSession(ctx.db, found.sessionId, {
      lastSeenAt: new Date(now).toISOString(),
      ...(renewed ? { expiresAt: expiresAt.toISOString() } : {}),
    });
  }
  return {
    session: { id: found.sessionId, userId: found.user.id, expiresAt },
    user: found.user,
    renewed,
  };
}

export async function invalidateSession(ctx: Services, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}

/**
 * Deletes expired sessions and emailed links (verification, password reset,
 * email change). A session or link past its expiry is refused when
 * presented, but one never presented again would stay forever: the app
 * sweeps on a timer (create-services.ts) and at every login.
 */
export async function sweepExpired(ctx: Services): Promise<{
  sessions: number;
  verifications: number;
  passwordResets: number;
  emailChanges: number;
}> {
  const now = isoNow(ctx.clock);
  const [sessions, verifications, passwordResets, emailChanges] = await Promise.all([
    deleteExpiredSessions(ctx.db, now),
    deleteExpiredVerifications(ctx.db, now),
    deleteExpiredPasswordResets(ctx.db, now),
    deleteExpiredEmailChanges(ctx.db, now),
  ]);
  return { sessions, verifications, passwordResets, emailChanges };
}
