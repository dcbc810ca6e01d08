import type { DB } from '../db/database.js';
import type { AccessTokenRow, UserRow } from '../db/schema.js';

/** Rows of `personal_access_tokens`: the SHA-256 of each token, never the token. */

export async function insertAccessToken(
  db: DB,
  token: {
    userId: number;
    name: string;
    scope: string;
    tokenHash: string;
    createdAt: string;
    expiresAt: string | null;
  },
): Promise<AccessTokenRow> {
  return db
    .insertInto('personal_access_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's tokens, newest first. */
export async function listAccessTokens(db: DB, userId: number): Promise<AccessTokenRow[]> {
  return db
    .selectFrom('personal_access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countAccessTokens(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('personal_access_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The token with this hash and its owner, if both exist. */
export async function findAccessTokenWithUser(
  db: DB,
  tokenHash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('personal_access_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .selectAll('users')
    .select([
      't.id as token_id',
      't.user_id as token_user_id',
      't.name as token_name',
      't.scope as token_scope',
      't.token_hash as token_token_hash',
      't.created_at as token_created_at',
      't.expires_at as token_expires_at',
      't.last_used_at as token_last_used_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    token_id,
    token_user_id,
    token_name,
    token_scope,
    token_token_hash,
    token_created_at,
    token_expires_at,
    token_last_used_at,
    ...user
  } = row;
  return {
    token: {
      id: token_id,
      user_id: token_user_id,
      name: token_name,
      scope: token_scope,
      token_hash: token_token_hash,
      created_at: token_created_at,
      expires_at: token_expires_at,
      last_used_at: token_last_used_at,
    },
    user,
  };
}

export async function setAccessTokenLastUsed(db: DB, id: number, at: string): Promise<void> {
  await db
    .updateTable('personal_access_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .execute();
}

/** Deletes the user's token `id`; false when the user has no such token. */
export async function deleteAccessToken(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('personal_access_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes tokens that expired at or before `now`; returns how many. */
export async function deleteExpiredAccessTokens(db: DB, now: string): Promise<number> {
  const result = await db
    .deleteFrom('personal_access_tokens')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every token of a user (the account is deleted). */
export async function deleteAccessTokensOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
}
