import type { RevokedSessions, SessionInfo } from '@thisoneforfree/contracts';
import { deleteSessionsOf, liveSessionsOf } from '../../data/sessions.js';
import type { UserRow } from '../../db/schema.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';

/**
 * The account's active sessions, most recently used first, the one asking
 * marked `current`: which browser and system, when started and last used.
 * Nothing that identifies a session to anyone else (no id, no hash).
 */
export async function listSessions(
  ctx: Services,
  user: UserRow,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await liveSessionsOf(ctx.db, user.id, isoNow(ctx.clock));
  const sessions = rows.map((row) => ({
    current: row.id === currentSessionId,
    ...describeUserAgent(row.user_agent),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
  }));
  // The current one first, then by last use (ISO instants sort as text).
  return sessions.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      b.lastSeenAt.localeCompare(a.lastSeenAt) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** "Log out everywhere else": ends every session of the account but the one asking. */
export async function revokeOtherSessions(
  ctx: Services,
  user: UserRow,
  currentSessionId: string,
): Promise<RevokedSessions> {
  return { success: true, revoked: await deleteSessionsOf(ctx.db, user.id, currentSessionId) };
}
