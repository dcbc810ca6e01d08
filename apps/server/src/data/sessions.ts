import type { DB } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

/** Rows of `sessions`: the SHA-256 of each session token, never the token. */

export async function insertSession(
  db: DB,
  session: { id: string; userId: number; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    })
    .execute();
}

/** The session with this id and its user, if both exist. */
export async function findSessionWithUser(
  db: DB,
  id: string,
): Promise<{ sessionId: string; expiresAt: string; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, ...user } = row;
  return { sessionId: session_id, expiresAt: session_expires_at, user };
}

export async function setSessionExpiry(db: DB, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes sessions that expired at or before `now`; returns how many. */
export async function deleteExpiredSessions(db: DB, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
