import type { EmailCategory, EmailMode } from '@thisoneforfree/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * What the notification mail job reads and marks (services/notifications/
 * emails.ts): rows still to be emailed, each claimed by a conditional
 * update of `emailed_count` that commits before its email is sent.
 */

/** Word for word the condition of the partial index notifications_email_pending (migration 0014). */
const pending = sql<SqlBool>`n.emailed_count < n.event_count`;

/** A pending row with what its email says and whether it may still be sent. */
export interface PendingEmailRow {
  id: number;
  user_id: number;
  kind: string;
  reason: string;
  field: string | null;
  idea_id: number;
  idea_title: string;
  idea_withdrawn_at: string | null;
  comment_id: number | null;
  comment_status: string | null;
  actor_name: string | null;
  actor_deleted_at: string | null;
  event_count: number;
  emailed_count: number;
  created_at: string;
  recipient_email: string;
  recipient_name: string;
  recipient_verified: number;
  recipient_deleted_at: string | null;
}

function selectPending(db: DB, mode: Exclude<EmailMode, 'off'>) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as r', 'r.id', 'n.user_id')
    .innerJoin('ideas as i', 'i.id', 'n.idea_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.reason',
      'n.field',
      'n.idea_id',
      'i.title as idea_title',
      'i.withdrawn_at as idea_withdrawn_at',
      'n.comment_id',
      'c.status as comment_status',
      'a.name as actor_name',
      'a.deleted_at as actor_deleted_at',
      'n.event_count',
      'n.emailed_count',
      'n.created_at',
      'r.email as recipient_email',
      'r.name as recipient_name',
      'r.email_verified as recipient_verified',
      'r.deleted_at as recipient_deleted_at',
    ])
    .where('n.email_mode', '=', mode)
    .where(pending);
}

/** The oldest rows waiting for an instant email. */
export function pendingInstantRows(db: DB, limit: number): Promise<PendingEmailRow[]> {
  return selectPending(db, 'instant').orderBy('n.id').limit(limit).execute();
}

/** A user's rows waiting for the digest, from `before` or earlier, the oldest first. */
export function pendingDigestRows(
  db: DB,
  userId: number,
  before: string,
): Promise<PendingEmailRow[]> {
  return selectPending(db, 'digest')
    .where('n.user_id', '=', userId)
    .where('n.created_at', '<=', before)
    .orderBy('n.id')
    .execute();
}

/**
 * Users with rows for the digest of `scheduledAt` (rows up to its time) who
 * have not had that digest yet, with when they last had one.
 */
export function usersDueForDigest(db: DB, scheduledAt: string, limit: number) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_settings as s', 's.user_id', 'n.user_id')
    .select(['n.user_id', 's.last_digest_at'])
    .distinct()
    .where('n.email_mode', '=', 'digest')
    .where(pending)
    .where('n.created_at', '<=', scheduledAt)
    .where((eb) =>
      eb.or([eb('s.last_digest_at', 'is', null), eb('s.last_digest_at', '<', scheduledAt)]),
    )
    .orderBy('n.user_id')
    .limit(limit)
    .execute();
}

/** Whether any row waits for an instant email (the job's cheap first look). */
export async function hasPendingInstant(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('notifications as n')
    .select('n.id')
    .where('n.email_mode', '=', 'instant')
    .where(pending)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims a row's events `from`..`to` for an email: true when the row still
 * had exactly `from` of them emailed, so no other run claimed them.
 */
export async function claimEmailed(db: DB, id: number, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ emailed_count: to })
    .where('id', '=', id)
    .where('emailed_count', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a claim back after its email could not be sent (the transport refused it). */
export async function releaseEmailed(db: DB, id: number, from: number, to: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailed_count: from })
    .where('id', '=', id)
    .where('emailed_count', '=', to)
    .execute();
}

/** The rows of one email category, as the notifications table tells them apart. */
export function inCategory(category: EmailCategory): Expression<SqlBool> {
  switch (category) {
    case 'comments':
      return sql<SqlBool>`kind = 'comment'`;
    case 'replies':
      return sql<SqlBool>`kind = 'reply'`;
    case 'ratings':
      return sql<SqlBool>`kind = 'rating'`;
    case 'claims':
      return sql<SqlBool>`kind in ('claim', 'result') and reason = 'yourIdea'`;
    case 'followedClaims':
      return sql<SqlBool>`kind in ('claim', 'result') and reason <> 'yourIdea'`;
    case 'newIdeas':
      return sql<SqlBool>`kind = 'newIdea'`;
  }
}

/**
 * After a change of preferences, the user's rows still waiting for an email
 * of `category` follow the new mode: to the instant queue, the digest, or
 * (off) marked as needing none.
 */
export async function moveEmailMode(
  db: DB,
  userId: number,
  category: EmailCategory,
  mode: EmailMode,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set((eb) => ({
      email_mode: mode,
      emailed_count: mode === 'off' ? eb.ref('event_count') : eb.ref('emailed_count'),
    }))
    .where('user_id', '=', userId)
    .where(sql<SqlBool>`emailed_count < event_count`)
    .where(inCategory(category))
    .execute();
}
