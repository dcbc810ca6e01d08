import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Moderation that one user cannot abuse (issue 13).
//
// - comment_flags: one row per reader and comment (the unique index is what
//   refuses a second flag), with an optional reason and details. A flag
//   awaits review until an admin sets the comment's status (resolved_at).
//   comments.flag_count keeps counting every flag, as before.
// - comments.review_requested_at: when the latest flag awaiting review came,
//   null when none awaits. The moderation queue is the comments where it is
//   set, newest first, read through a partial index that holds just those.
//   Comments flagged before this migration (one flag flagged a comment, and
//   who flagged it was not kept) wait in the queue from their creation time.
// - moderation_log: every status change an admin makes, and every one the
//   flag threshold makes (actor_id null, cause 'flags'): who, when, from,
//   to, which comment, and how many flags it settled.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serial = isSqlite ? 'integer' : 'serial';

  await db.schema
    .createTable('comment_flags')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addCheckConstraint(
      'comment_flags_reason_valid',
      sql`reason is null or reason in ('spam', 'harassment', 'off-topic', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex('comment_flags_comment_user')
    .on('comment_flags')
    .columns(['comment_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('comment_flags_user_id')
    .on('comment_flags')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('comments').addColumn('review_requested_at', 'text').execute();
  await db.schema
    .createIndex('comments_review_queue')
    .on('comments')
    .columns(['review_requested_at', 'id'])
    .where(sql.ref('review_requested_at'), 'is not', null)
    .execute();
  await sql`update comments set review_requested_at = created_at where status = 'flagged'`.execute(
    db,
  );

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('flags_resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('moderation_log_cause_valid', sql`cause in ('moderator', 'flags')`)
    .execute();
  await db.schema
    .createIndex('moderation_log_comment_id')
    .on('moderation_log')
    .column('comment_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropIndex('comments_review_queue').execute();
  await db.schema.alterTable('comments').dropColumn('review_requested_at').execute();
  await db.schema.dropTable('comment_flags').execute();
}
