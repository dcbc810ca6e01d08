import type { DB, Dialect } from '../db/database.js';

/**
 * Rows of `notification_jobs`: a new idea's fan-out to its followers, queued
 * in the idea's transaction and worked through a chunk at a time
 * (services/notifications/fan-out.ts). Each chunk's notifications and the
 * job's new cursor commit together.
 */

export type FanOutPhase = 'user' | 'field';

export async function queueFanOutJob(db: DB, ideaId: number): Promise<void> {
  await db.insertInto('notification_jobs').values({ idea_id: ideaId, phase: 'user' }).execute();
}

/** The oldest job's id, if any. */
export async function nextFanOutJobId(db: DB): Promise<number | undefined> {
  const row = await db
    .selectFrom('notification_jobs')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * A job with its idea's author and fields, and on PostgreSQL its row locked
 * until the transaction ends, so two processes working one job take turns
 * and the second sees the cursor the first moved. Undefined once it is done.
 */
export async function lockFanOutJob(db: DB, dialect: Dialect, id: number) {
  const job = await db
    .selectFrom('notification_jobs as j')
    .innerJoin('ideas as i', 'i.id', 'j.idea_id')
    .select(['j.id', 'j.idea_id', 'j.phase', 'j.after_id', 'i.user_id as author_id', 'i.created_at'])
    .where('j.id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate('j'))
    .executeTakeFirst();
  if (!job) return undefined;
  const fields = await db
    .selectFrom('idea_fields')
    .select('field')
    .where('idea_id', '=', job.idea_id)
    .orderBy('field')
    .execute();
  return { ...job, phase: job.phase as FanOutPhase, fields: fields.map((row) => row.field) };
}

export async function moveFanOutJob(
  db: DB,
  id: number,
  cursor: { phase: FanOutPhase; after: number },
): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set({ phase: cursor.phase, after_id: cursor.after })
    .where('id', '=', id)
    .execute();
}

export async function deleteFanOutJob(db: DB, id: number): Promise<void> {
  await db.deleteFrom('notification_jobs').where('id', '=', id).execute();
}
