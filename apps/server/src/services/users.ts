import type { PublicUser, User, UserFavorites, UserStats } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../db/schema.js';
import { allFavorites, favoriteIdsOf } from '../data/favorites.js';
import {
  allUserIds,
  authorTotals,
  findPublicUser,
  setAdminByUsername,
  userExists,
} from '../data/users.js';
import { notFound } from '../lib/errors.js';
import { toPublicUser, toUser } from '../serializers/users.js';
import type { Services } from './context.js';

/** The full user record (with favorites) for the user themself. */
export async function currentUser(ctx: Services, row: UserRow): Promise<User> {
  return toUser(row, await favoriteIdsOf(ctx.db, row.id));
}

/** Throws the 404 of SPEC §2 ("User not found") unless the user exists. */
export async function assertUserExists(ctx: Services, userId: number): Promise<void> {
  if (!(await userExists(ctx.db, userId))) throw notFound(MESSAGES.errors.userNotFound);
}

export async function getPublicUser(ctx: Services, id: number): Promise<PublicUser> {
  const row = await findPublicUser(ctx.db, id);
  if (!row) throw notFound(MESSAGES.errors.userNotFound);
  return toPublicUser(row);
}

/** GET /api/users: every user's id and favorites, nothing else (DESIGN.md). */
export async function listUserFavorites(ctx: Services): Promise<UserFavorites[]> {
  const [ids, favorites] = await Promise.all([allUserIds(ctx.db), allFavorites(ctx.db)]);
  const byUser = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const favorite of favorites) byUser.get(favorite.user_id)?.push(favorite.idea_id);
  return ids.map((id) => ({ id, favorites: byUser.get(id) ?? [] }));
}

/** The Publication Statistics tab of a profile (SPEC §2); 404 for an unknown user. */
export async function getUserStats(ctx: Services, userId: number): Promise<UserStats> {
  await assertUserExists(ctx, userId);
  const totals = await authorTotals(ctx.db, userId);
  return {
    totalIdeas: totals.ideas,
    totalRatings: totals.ratings,
    averageImpact: Math.round((totals.averageRelevance ?? 0) * 10) / 10,
  };
}

/** Makes the user an admin (the admin CLI); false when no user has that name. */
export function promoteToAdmin(ctx: Services, username: string): Promise<boolean> {
  return setAdminByUsername(ctx.db, ctx.dialect, username);
}
