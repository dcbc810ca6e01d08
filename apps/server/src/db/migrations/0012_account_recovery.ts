import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Accounts a researcher can recover and manage (issue 13).
//
// - password_resets and email_changes: single-use links, stored as the
//   SHA-256 of their token like email_verifications (0001); an email change
//   keeps the new address until its link is opened. Both are swept by expiry.
// - sessions.user_agent and last_seen_at: the Account tab lists active
//   sessions by browser and last use (written at most once a minute).
// - users.deleted_at: a deleted account's row stays, emptied (no email, no
//   password, named "Deleted user"), so its ideas and comments keep their
//   author id. Usernames and emails stay unique among live accounts only, so
//   the unique indexes of 0001 become partial: every deleted row holds the
//   same name and an empty email, and the freed ones can be registered again.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const nocase = (col: string) =>
    isSqlite ? sql.raw(`${col} collate nocase`) : sql.raw(`lower(${col})`);

  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();

  await sql`drop index users_username_unique`.execute(db);
  await sql`drop index users_email_unique`.execute(db);
  await sql`create unique index users_username_unique on users (${nocase('username')}) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index users_email_unique on users (${nocase('email')}) where deleted_at is null`.execute(
    db,
  );

  for (const table of ['password_resets', 'email_changes']) {
    await db.schema
      .createTable(table)
      .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .$call((builder) =>
        table === 'email_changes'
          ? builder.addColumn('new_email', 'text', (c) => c.notNull())
          : builder,
      )
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_user_id`).on(table).column('user_id').execute();
    await db.schema.createIndex(`${table}_expires_at`).on(table).column('expires_at').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const nocase = (col: string) =>
    isSqlite ? sql.raw(`${col} collate nocase`) : sql.raw(`lower(${col})`);
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('password_resets').execute();
  // Deleted accounts keep their content: each gets a name and an address of its own again.
  await sql`update users set username = 'deleted-user-' || id, email = 'deleted-user-' || id || '@invalid' where deleted_at is not null`.execute(
    db,
  );
  await sql`drop index users_username_unique`.execute(db);
  await sql`drop index users_email_unique`.execute(db);
  await sql`create unique index users_username_unique on users (${nocase('username')})`.execute(db);
  await sql`create unique index users_email_unique on users (${nocase('email')})`.execute(db);
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
