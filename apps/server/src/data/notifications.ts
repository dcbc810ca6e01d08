import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailCategory,
  type NotificationKind,
  type NotificationReason,
} from '@thisoneforfree/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * Rows of `notifications` (migration 0014, docs/decisions/0010): written in
 * the transaction of the write that causes them (a new idea's by the
 * fan-out job's chunks, services/notifications/fan-out.ts), read by their
 * recipient.
 * What a recipient is shown leaves out notifications of withdrawn ideas and
 * of comments that are not active (hidden, flagged or deleted, however their
 * status changed), so those disappear, and come back if a moderator
 * restores the comment.
 */

/** The column of `notification_settings` holding each email category. */
export const CATEGORY_COLUMNS = {
  comments: 'comments',
  replies: 'replies',
  ratings: 'ratings',
  claims: 'claims',
  followedClaims: 'followed_claims',
  newIdeas: 'new_ideas',
} as const satisfies Record<EmailCategory, string>;

/**
 * The recipient's email mode for `category`, read from the settings row
 * joined as `s` (none: contracts' default). Both values are constants of
 * the code, written into the statement as literals.
 */
function emailModeOf(category: EmailCategory) {
  return sql<string>`coalesce(${sql.ref(`s.${CATEGORY_COLUMNS[category]}`)}, ${sql.lit(
    DEFAULT_EMAIL_PREFERENCES[category],
  )})`;
}

/** A number bound as a parameter that PostgreSQL reads as an integer in a select list. */
const int = (value: number | null) => sql<number>`cast(${value} as integer)`;

export interface DirectNotification {
  recipientId: number;
  kind: NotificationKind;
  reason: NotificationReason;
  category: EmailCategory;
  ideaId: number;
  actorId: number;
  commentId: number | null;
  at: string;
  /** Events the row stands for (ratings collapse); 1 by default. */
  eventCount?: number;
  /** Of those, already emailed; 0 by default. */
  emailedCount?: number;
}

/**
 * One notification for one recipient, unless their account is deleted. Its
 * email mode is their setting for the category now; a row they get no email
 * for is written as emailed already, so no mail run reads it.
 */
export async function insertNotification(db: DB, n: DirectNotification): Promise<void> {
  const events = n.eventCount ?? 1;
  const mode = emailModeOf(n.category);
  await db
    .insertInto('notifications')
    .columns([
      'user_id',
      'kind',
      'reason',
      'idea_id',
      'actor_id',
      'comment_id',
      'event_count',
      'email_mode',
      'emailed_count',
      'created_at',
    ])
    .expression(
      db
        .selectFrom('users as u')
        .leftJoin('notification_settings as s', 's.user_id', 'u.id')
        .select([
          'u.id',
          sql<string>`${n.kind}`.as('kind'),
          sql<string>`${n.reason}`.as('reason'),
          int(n.ideaId).as('idea_id'),
          int(n.actorId).as('actor_id'),
          int(n.commentId).as('comment_id'),
          int(events).as('event_count'),
          mode.as('email_mode'),
          sql<number>`case when ${mode} = 'off' then ${int(events)} else ${int(n.emailedCount ?? 0)} end`.as(
            'emailed_count',
          ),
          sql<string>`${n.at}`.as('created_at'),
        ])
        .where('u.id', '=', n.recipientId)
        .where('u.deleted_at', 'is', null),
    )
    .execute();
}

/**
 * Takes the recipient's unread rating notification of the idea out, to be
 * written again as the newest with one event more: the counts it had, or
 * undefined when there was none. DELETE ... RETURNING reads the row as a
 * concurrent mail run left it, so what was emailed stays counted.
 */
export async function takeUnreadRating(
  db: DB,
  recipientId: number,
  ideaId: number,
): Promise<{ eventCount: number; emailedCount: number } | undefined> {
  const rows = await db
    .deleteFrom('notifications')
    .where('user_id', '=', recipientId)
    .where('kind', '=', 'rating')
    .where('idea_id', '=', ideaId)
    .where('read_at', 'is', null)
    .returning(['event_count', 'emailed_count'])
    .execute();
  if (rows.length === 0) return undefined;
  return {
    eventCount: rows.reduce((sum, row) => sum + Number(row.event_count), 0),
    emailedCount: rows.reduce((sum, row) => sum + Number(row.emailed_count), 0),
  };
}

/** A chunk of a new idea's fan-out: the followers after `after`, by user id. */
export interface FanOutChunk {
  ideaId: number;
  authorId: number;
  fields: readonly string[];
  /** Followers up to this user id were notified by earlier chunks. */
  after: number;
  at: string;
}

/**
 * Notifies the next `size` of the author's followers after `chunk.after` of
 * the new idea, in one INSERT ... SELECT along the index of the author's
 * followers; answers their user ids (fewer than `size`: none are left).
 */
export async function insertResearcherFollowerChunk(
  db: DB,
  chunk: FanOutChunk,
  size: number,
): Promise<number[]> {
  const mode = emailModeOf('newIdeas');
  const { rows } = await sql<{ user_id: number }>`
    insert into notifications
      (user_id, kind, reason, idea_id, actor_id, email_mode, emailed_count, created_at)
    select f.follower_id, 'newIdea', 'followedResearcher', ${int(chunk.ideaId)},
           ${int(chunk.authorId)}, ${mode}, case when ${mode} = 'off' then 1 else 0 end, ${chunk.at}
      from user_follows f
      left join notification_settings s on s.user_id = f.follower_id
     where f.followee_id = ${chunk.authorId} and f.follower_id > ${chunk.after}
     order by f.follower_id
     limit ${size}
    returning user_id`.execute(db);
  return rows.map((row) => row.user_id);
}

/**
 * As `insertResearcherFollowerChunk`, for the followers of any of the idea's
 * fields who do not follow its author (they heard of it already) and are
 * not the author, each once, naming the first of their followed fields the
 * idea is in.
 */
export async function insertFieldFollowerChunk(
  db: DB,
  chunk: FanOutChunk,
  size: number,
): Promise<number[]> {
  if (chunk.fields.length === 0) return [];
  const mode = emailModeOf('newIdeas');
  const { rows } = await sql<{ user_id: number }>`
    insert into notifications
      (user_id, kind, reason, field, idea_id, actor_id, email_mode, emailed_count, created_at)
    select r.user_id, 'newIdea', 'followedField', r.field, ${int(chunk.ideaId)},
           ${int(chunk.authorId)}, ${mode}, case when ${mode} = 'off' then 1 else 0 end, ${chunk.at}
      from (
        select ff.user_id, min(ff.field) as field
          from field_follows ff
         where ff.field in (${sql.join(chunk.fields)})
           and ff.user_id > ${chunk.after}
           and ff.user_id <> ${chunk.authorId}
           and not exists (
             select 1 from user_follows uf
              where uf.follower_id = ff.user_id and uf.followee_id = ${chunk.authorId})
         group by ff.user_id
         order by ff.user_id
         limit ${size}
      ) r
      left join notification_settings s on s.user_id = r.user_id
    returning user_id`.execute(db);
  return rows.map((row) => row.user_id);
}

/**
 * A claim or a published result, to the idea's followers but the claimer:
 * its author (who follows it from the start, unless they stopped) as
 * `yourIdea`, the others as `followedIdea`, each with the email mode of
 * their category.
 */
export async function insertClaimNotifications(
  db: DB,
  claim: {
    kind: 'claim' | 'result';
    ideaId: number;
    authorId: number;
    actorId: number;
    at: string;
  },
): Promise<void> {
  const isAuthor = sql<SqlBool>`f.user_id = ${claim.authorId}`;
  const mode = sql<string>`case when ${isAuthor} then ${emailModeOf('claims')} else ${emailModeOf(
    'followedClaims',
  )} end`;
  await sql`
    insert into notifications
      (user_id, kind, reason, idea_id, actor_id, email_mode, emailed_count, created_at)
    select f.user_id, ${claim.kind},
           case when ${isAuthor} then 'yourIdea' else 'followedIdea' end,
           ${int(claim.ideaId)}, ${int(claim.actorId)},
           ${mode}, case when ${mode} = 'off' then 1 else 0 end, ${claim.at}
      from idea_follows f
      join users u on u.id = f.user_id
      left join notification_settings s on s.user_id = f.user_id
     where f.idea_id = ${claim.ideaId} and f.user_id <> ${claim.actorId}
       and u.deleted_at is null`.execute(db);
}

// --- reading -------------------------------------------------------------------

/**
 * What a recipient is shown: notifications of ideas that are not withdrawn,
 * and of comments that are active (a hidden, flagged or deleted comment's
 * notification is gone for as long as the comment is).
 */
function shown(): Expression<SqlBool> {
  return sql<SqlBool>`i.withdrawn_at is null and (n.comment_id is null or c.status = 'active')`;
}

function selectShown(db: DB) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('ideas as i', 'i.id', 'n.idea_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .where(shown());
}

export interface NotificationWithNames {
  id: number;
  kind: string;
  reason: string;
  field: string | null;
  idea_id: number;
  idea_title: string;
  actor_id: number | null;
  actor_username: string | null;
  actor_name: string | null;
  actor_deleted_at: string | null;
  comment_id: number | null;
  event_count: number;
  emailed_count: number;
  created_at: string;
  read_at: string | null;
}

/** A recipient's shown notifications below `beforeId` (all: null), the newest first. */
export function notificationRows(
  db: DB,
  userId: number,
  beforeId: number | null,
  limit: number,
): Promise<NotificationWithNames[]> {
  return selectShown(db)
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.kind',
      'n.reason',
      'n.field',
      'n.idea_id',
      'i.title as idea_title',
      'n.actor_id',
      'a.username as actor_username',
      'a.name as actor_name',
      'a.deleted_at as actor_deleted_at',
      'n.comment_id',
      'n.event_count',
      'n.emailed_count',
      'n.created_at',
      'n.read_at',
    ])
    .where('n.user_id', '=', userId)
    .$if(beforeId !== null, (qb) => qb.where('n.id', '<', beforeId!))
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of the recipient's shown notifications are unread. */
export async function countUnread(db: DB, userId: number): Promise<number> {
  const row = await selectShown(db)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the recipient's unread notifications read: those of `ids`, or all of them. */
export async function markRead(
  db: DB,
  userId: number,
  which: { ids: readonly number[] } | 'all',
  at: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(which !== 'all', (qb) => qb.where('id', 'in', (which as { ids: number[] }).ids))
    .execute();
}

/** Deletes a deleted account's notifications and settings. */
export async function deleteNotificationsOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
}
