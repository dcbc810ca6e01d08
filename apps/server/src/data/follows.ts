import type { DB } from '../db/database.js';

/**
 * Rows of `user_follows`, `field_follows` and `idea_follows` (migration
 * 0014): who follows which researcher, academic field or idea. Following
 * again or unfollowing what one does not follow changes nothing.
 */

export type FollowRow =
  | { kind: 'user'; target: number }
  | { kind: 'field'; target: string }
  | { kind: 'idea'; target: number };

/** Starts following; nothing happens when the user follows it already. */
export async function insertFollow(
  db: DB,
  userId: number,
  follow: FollowRow,
  at: string,
): Promise<void> {
  switch (follow.kind) {
    case 'user':
      await db
        .insertInto('user_follows')
        .values({ follower_id: userId, followee_id: follow.target, created_at: at })
        .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
        .execute();
      return;
    case 'field':
      await db
        .insertInto('field_follows')
        .values({ user_id: userId, field: follow.target, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'field']).doNothing())
        .execute();
      return;
    case 'idea':
      await db
        .insertInto('idea_follows')
        .values({ user_id: userId, idea_id: follow.target, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'idea_id']).doNothing())
        .execute();
      return;
  }
}

export async function deleteFollow(db: DB, userId: number, follow: FollowRow): Promise<void> {
  switch (follow.kind) {
    case 'user':
      await db
        .deleteFrom('user_follows')
        .where('follower_id', '=', userId)
        .where('followee_id', '=', follow.target)
        .execute();
      return;
    case 'field':
      await db
        .deleteFrom('field_follows')
        .where('user_id', '=', userId)
        .where('field', '=', follow.target)
        .execute();
      return;
    case 'idea':
      await db
        .deleteFrom('idea_follows')
        .where('user_id', '=', userId)
        .where('idea_id', '=', follow.target)
        .execute();
      return;
  }
}

/** The researchers a user follows whose accounts still exist, the newest follow first. */
export function followedUserRows(db: DB, userId: number) {
  return db
    .selectFrom('user_follows')
    .innerJoin('users', 'users.id', 'user_follows.followee_id')
    .select(['users.id', 'users.username', 'users.name', 'user_follows.created_at'])
    .where('user_follows.follower_id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .orderBy('user_follows.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
}

/** The fields a user follows, the newest follow first. */
export function followedFieldRows(db: DB, userId: number) {
  return db
    .selectFrom('field_follows')
    .select(['field', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('field')
    .execute();
}

/** The ideas a user follows that are not withdrawn, the newest follow first. */
export function followedIdeaRows(db: DB, userId: number) {
  return db
    .selectFrom('idea_follows')
    .innerJoin('ideas', 'ideas.id', 'idea_follows.idea_id')
    .select(['ideas.id', 'ideas.title', 'idea_follows.created_at'])
    .where('idea_follows.user_id', '=', userId)
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('idea_follows.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/**
 * Deletes what a deleted account followed and every follow of it: a
 * "Deleted user" has nothing new to notify about.
 */
export async function deleteFollowsOf(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('user_follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
  await db.deleteFrom('field_follows').where('user_id', '=', userId).execute();
  await db.deleteFrom('idea_follows').where('user_id', '=', userId).execute();
}

/** Bulk follows (the demo seed, the fan-out benchmark): rows that exist already are skipped. */
export async function insertUserFollows(
  db: DB,
  rows: readonly { followerId: number; followeeId: number; at: string }[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) {
    await db
      .insertInto('user_follows')
      .values(
        rows.slice(at, at + 500).map((row) => ({
          follower_id: row.followerId,
          followee_id: row.followeeId,
          created_at: row.at,
        })),
      )
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .execute();
  }
}
