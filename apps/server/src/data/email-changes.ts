import type { DB } from '../db/database.js';

/** Rows of `email_changes`: a requested new address and the SHA-256 of the token sent to it. */

export async function insertEmailChange(
  db: DB,
  change: {
    tokenHash: string;
    userId: number;
    newEmail: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      token_hash: change.tokenHash,
      user_id: change.userId,
      new_email: change.newEmail,
      expires_at: change.expiresAt,
      created_at: change.createdAt,
    })
    .execute();
}

/** Deletes the request and answers it, or undefined when there is none. */
export async function takeEmailChange(
  db: DB,
  tokenHash: string,
): Promise<{ user_id: number; new_email: string; expires_at: string } | undefined> {
  return db
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'new_email', 'expires_at'])
    .executeTakeFirst();
}

/** Deletes every pending change of a user (a new request replaces them). */
export async function deleteEmailChangesOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

/** Deletes requests that expired at or before `now`; returns how many. */
export async function deleteExpiredEmailChanges(db: DB, now: string): Promise<number> {
  const result = await db
    .deleteFrom('email_changes')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
