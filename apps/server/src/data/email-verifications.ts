import type { DB } from '../db/database.js';

/** Rows of `email_verifications`: the SHA-256 of each emailed token, never the token. */

export async function insertVerification(
  db: DB,
  verification: { tokenHash: string; userId: number; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      token_hash: verification.tokenHash,
      user_id: verification.userId,
      expires_at: verification.expiresAt,
      created_at: verification.createdAt,
    })
    .execute();
}

export function findVerification(db: DB, tokenHash: string) {
  return db
    .selectFrom('email_verifications')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteVerification(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('email_verifications').where('token_hash', '=', tokenHash).execute();
}

/** Deletes every verification link of a user (all are spent once one is used). */
export async function deleteVerificationsOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
}

/** Deletes links that expired at or before `now`; returns how many. */
export async function deleteExpiredVerifications(db: DB, now: string): Promise<number> {
  const result = await db
    .deleteFrom('email_verifications')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
