import { type ColumnDefinitionBuilder, type Kysely, sql, SqliteAdapter } from 'kysely';

// Follows and notifications (issue 15; docs/decisions/0010).
//
// - user_follows, field_follows, idea_follows: who follows whom or what, one
//   table per kind so each target has its foreign key (a field is one of the
//   14 names, checked by the contracts). The primary key starts with the
//   follower (their Following list, idempotent follows); a second index
//   starts with the target, which is what a fan-out reads: the followers of
//   a researcher, of a field, of an idea.
// - notifications: one row per recipient and event, written in the
//   transaction of the write that caused it, except a new idea's: its
//   followers may be many, so the idea's transaction queues a job
//   (notification_jobs) that a process runs right after the commit, a few
//   thousand followers per transaction, its cursor (phase, after_id) moved in
//   the same transaction, so a crash resumes where it stopped and no follower
//   is notified twice. Unread ratings of an idea are one row whose
//   event_count grows. The app lists a recipient's rows newest first by id
//   (notifications_user_id) and counts the unread ones through a partial
//   index that also finds an idea's unread rating row.
// - Emails: email_mode is the recipient's choice for the row's category when
//   it was written ('off', 'instant', 'digest'; a change of preferences
//   moves the pending rows), emailed_count how many of its events an email
//   carried. A row is pending while emailed_count < event_count; rows that
//   will never be emailed are written with emailed_count = event_count, so
//   the partial index of pending rows holds only what a mail run must read.
//   Claiming a row for an email is a conditional update of emailed_count,
//   committed before the email is sent: a notification is never emailed twice,
//   whichever process sends, however often the job runs.
// - notification_settings: the email mode per category (null: the default,
//   contracts' DEFAULT_EMAIL_PREFERENCES) and when the daily digest last went
//   out (the digest's marker: a conditional update, so two processes never
//   both send one user's digest).
// - app_secrets: the key unsubscribe links are signed with, made on first use
//   (services/notifications/unsubscribe-tokens.ts).
// - A maintenance lease for the mail job, as for the similar-ideas queue.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serial = isSqlite ? 'integer' : 'serial';
  const user = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'integer', user)
    .addColumn('followee_id', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('user_follows_followee')
    .on('user_follows')
    .columns(['followee_id', 'follower_id'])
    .execute();

  await db.schema
    .createTable('field_follows')
    .addColumn('user_id', 'integer', user)
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_follows_pk', ['user_id', 'field'])
    .execute();
  await db.schema
    .createIndex('field_follows_field')
    .on('field_follows')
    .columns(['field', 'user_id'])
    .execute();

  await db.schema
    .createTable('idea_follows')
    .addColumn('user_id', 'integer', user)
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idea_follows_pk', ['user_id', 'idea_id'])
    .execute();
  await db.schema
    .createIndex('idea_follows_idea')
    .on('idea_follows')
    .columns(['idea_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', user)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_mode', 'text', (c) => c.notNull())
    .addColumn('emailed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_id')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['user_id', 'kind', 'idea_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  // The literal comparison of two columns, repeated word for word in the
  // queries (data/notification-emails.ts): SQLite uses a partial index only
  // for a query whose terms contain the index's own.
  await db.schema
    .createIndex('notifications_email_pending')
    .on('notifications')
    .columns(['email_mode', 'user_id', 'id'])
    .where(sql<boolean>`emailed_count < event_count`)
    .execute();
  // A comment's notifications, for a comment that is removed for good (cascade).
  await db.schema
    .createIndex('notifications_comment_id')
    .on('notifications')
    .column('comment_id')
    .where(sql.ref('comment_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('notification_jobs')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    // 'user': the author's followers, then 'field': the followers of its fields.
    .addColumn('phase', 'text', (c) => c.notNull())
    // The last follower (user id) of the phase already notified.
    .addColumn('after_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('comments', 'text')
    .addColumn('replies', 'text')
    .addColumn('ratings', 'text')
    .addColumn('claims', 'text')
    .addColumn('followed_claims', 'text')
    .addColumn('new_ideas', 'text')
    .addColumn('last_digest_at', 'text')
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db
    .insertInto('maintenance_leases')
    .values({ name: 'notification-emails', holder: '', expires_ms: 0 })
    .execute();

  // Authors follow their own ideas from the start (claims and results on them
  // reach their followers): the ideas from before this migration too.
  await sql`insert into idea_follows (user_id, idea_id, created_at) select user_id, id, created_at from ideas where withdrawn_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('maintenance_leases').where('name', '=', 'notification-emails').execute();
  for (const table of [
    'app_secrets',
    'notification_settings',
    'notification_jobs',
    'notifications',
    'idea_follows',
    'field_follows',
    'user_follows',
  ])
    await db.schema.dropTable(table).execute();
}
