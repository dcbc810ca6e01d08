import { DEFAULT_CITATION_FORMAT } from '@thisoneforfree/contracts';
import type { DB, Dialect } from '../db/database.js';
import { equalsIgnoreCase } from '../db/dialect.js';
import type { NewUser, UserRow } from '../db/schema.js';

/** Rows of `users`. Only serializers turn them into API shapes (a row holds the password hash). */

export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'name',
  'institution',
  'email',
  'orcid_id',
] as const;

export function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A live user (not deleted) by username, or by email when the text holds an "@", ignoring case. */
export function findUserByLogin(
  db: DB,
  dialect: Dialect,
  usernameOrEmail: string,
): Promise<UserRow | undefined> {
  const field = usernameOrEmail.includes('@') ? 'email' : 'username';
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where(equalsIgnoreCase(dialect, field, usernameOrEmail.trim()))
      // Also what lets each dialect use the partial unique index (migration 0012).
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/** Live accounts that already hold this username or this email, ignoring case. */
export function usersHolding(
  db: DB,
  dialect: Dialect,
  names: { username: string; email: string },
): Promise<{ username: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        equalsIgnoreCase(dialect, 'username', names.username),
        equalsIgnoreCase(dialect, 'email', names.email),
      ]),
    )
    .where('deleted_at', 'is', null)
    .execute();
}

/** The live account holding this email address, ignoring case, if any. */
export function findUserIdByEmail(
  db: DB,
  dialect: Dialect,
  email: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('users')
    .select('id')
    .where(equalsIgnoreCase(dialect, 'email', email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertUser(db: DB, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function insertUsers(db: DB, users: NewUser[]): Promise<{ id: number; username: string }[]> {
  return db.insertInto('users').values(users).returning(['id', 'username']).execute();
}

export function findPublicUser(db: DB, id: number) {
  return db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function hasAnyUser(db: DB): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function allUserIds(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export function setCitationFormat(db: DB, userId: number, format: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ citation_format: format })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markEmailVerified(db: DB, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verified: 1 }).where('id', '=', userId).execute();
}

export function setProfile(
  db: DB,
  userId: number,
  profile: { name: string; institution: string; orcidId: string },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ name: profile.name, institution: profile.institution, orcid_id: profile.orcidId })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: DB, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** Replaces the address with one just proven by its link, so it is verified too. */
export async function setVerifiedEmail(db: DB, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified: 1 })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Empties a deleted account's row, keeping its id for the ideas and comments
 * that stay: the shared name, no email, institution or ORCID iD, a password
 * hash no password matches, no rights.
 */
export async function emptyDeletedUser(
  db: DB,
  userId: number,
  values: { name: string; deletedAt: string; passwordHash: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: values.name,
      name: values.name,
      email: '',
      institution: '',
      orcid_id: '',
      password_hash: values.passwordHash,
      is_admin: 0,
      email_verified: 0,
      citation_format: DEFAULT_CITATION_FORMAT,
      deleted_at: values.deletedAt,
    })
    .where('id', '=', userId)
    .execute();
}

/** Makes the user an admin; false when no user has that name. */
export async function setAdminByUsername(
  db: DB,
  dialect: Dialect,
  username: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where(equalsIgnoreCase(dialect, 'username', username))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * How many ideas a user wrote, and how many ratings those ideas received with
 * their mean relevance; withdrawn ideas count for none of them (a profile's
 * statistics describe the ideas it lists).
 */
export async function authorTotals(db: DB, userId: number) {
  const [ideas, ratings] = await Promise.all([
    db
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', userId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ratings')
      .innerJoin('ideas', 'ideas.id', 'ratings.idea_id')
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as('count'),
        eb.fn.avg<number | string | null>('ratings.relevance').as('average'),
      ])
      .where('ideas.user_id', '=', userId)
      .where('ideas.withdrawn_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ideas: Number(ideas.count),
    ratings: Number(ratings.count),
    averageRelevance: ratings.average === null ? null : Number(ratings.average),
  };
}

/**
 * What the new-account limit reads of a poster; with `lock`, on PostgreSQL,
 * also a lock on their row until the transaction ends, so a new account's
 * posts take turns and each counts the ones before it (SQLite has one writer
 * at a time).
 */
export function findPoster(db: DB, dialect: Dialect, userId: number, lock: boolean) {
  return db
    .selectFrom('users')
    .select(['is_admin', 'created_at'])
    .where('id', '=', userId)
    .$if(lock && dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}
