import type { PublicUser, User, UserFavorites } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { DB } from '../db/database.js';
import { equalsIgnoreCase } from '../db/queries.js';
import type { UserRow } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import type { ServiceContext } from './context.js';
import { toPublicUser, toUser } from './serializers.js';

export async function favoriteIdsOf(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('idea_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('idea_id', 'asc')
    .execute();
  return rows.map((row) => row.idea_id);
}

/** The full user record (with favorites) for the user themself. */
export async function currentUser(ctx: ServiceContext, row: UserRow): Promise<User> {
  return toUser(row, await favoriteIdsOf(ctx.db, row.id));
}

/** Throws the 404 of SPEC §2 ("User not found") unless the user exists. */
export async function assertUserExists(ctx: ServiceContext, userId: number): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(MESSAGES.errors.userNotFound);
}

export async function getPublicUser(ctx: ServiceContext, id: number): Promise<PublicUser> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'institution', 'email', 'orcid_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.errors.userNotFound);
  return toPublicUser(row);
}

/** GET /api/users: every user's id and favorites, nothing else (DESIGN.md). */
export async function listUserFavorites(ctx: ServiceContext): Promise<UserFavorites[]> {
  const [users, favorites] = await Promise.all([
    ctx.db.selectFrom('users').select('id').orderBy('id').execute(),
    ctx.db
      .selectFrom('favorites')
      .select(['user_id', 'idea_id'])
      .orderBy('created_at')
      .orderBy('idea_id')
      .execute(),
  ]);
  const byUser = new Map<number, number[]>(users.map((user) => [user.id, []]));
  for (const favorite of favorites) byUser.get(favorite.user_id)?.push(favorite.idea_id);
  return users.map((user) => ({ id: user.id, favorites: byUser.get(user.id) ?? [] }));
}

export async function promoteToAdmin(ctx: ServiceContext, username: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where(equalsIgnoreCase(ctx.dialect, 'username', username))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
