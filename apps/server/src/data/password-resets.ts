import type { DB } from '../db/database.js';

/** Rows of `password_resets`: the SHA-256 of each emailed token, never the token. */

export async function insertPasswordReset(
  db: DB,
  reset: { tokenHash: string; userId: number; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      expires_at: reset.expiresAt,
      created_at: reset.createdAt,
    })
    .execute();
}

/** Deletes the link and answers whose it was and until when, or undefined when there is none. */
export async function takePasswordReset(
  db: DB,
  tokenHash: string,
): Promise<{ user_id: number; expires_at: string } | undefined> {
  return db
    .deleteFrom('password_resets')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
}

/** Deletes every reset link of a user (all are spent once one is used). */
export async function deletePasswordResetsOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** Deletes links that expired at or before `now`; returns how many. */
export async function deleteExpiredPasswordResets(db: DB, now: string): Promise<number> {
  const result = await db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
