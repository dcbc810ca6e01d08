import type { DB } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

/** Rows of `sessions`: the SHA-256 of each session token, never the token. */

export async function insertSession(
  db: DB,
  session: {
    id: string;
    userId: number;
    expiresAt: string;
    createdAt: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
      user_agent: session.userAgent,
      last_seen_at: session.createdAt,
    })
    .execute();
}

/** The session with this id and its user, if both exist. */
export async function findSessionWithUser(
  db: DB,
  id: string,
): Promise<
  { sessionId: string; expiresAt: string; lastSeenAt: string | null; user: UserRow } | undefined
> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, session_last_seen_at, ...user } = row;
  return {
    sessionId: session_id,
    expiresAt: session_expires_at,
    lastSeenAt: session_last_seen_at,
    user,
  };
}

/** Notes a use of the session, and moves its expiry when given. */
export async function touchSession(
  db: DB,
  id: string,
  values: { lastSeenAt: string; expiresAt?: string },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: values.lastSeenAt,
      ...(values.expiresAt ? { expires_at: values.expiresAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A user's sessions that have not expired at `now`. */
export function liveSessionsOf(db: DB, userId: number, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .execute();
}

/** Deletes every session of a user but `keepId` (none kept when null); returns how many. */
export async function deleteSessionsOf(
  db: DB,
  userId: number,
  keepId: string | null,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepId !== null, (qb) => qb.where('id', '!=', keepId!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes sessions that expired at or before `now`; returns how many. */
export async function deleteExpiredSessions(db: DB, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
