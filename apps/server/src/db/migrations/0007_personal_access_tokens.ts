import { type Kysely, SqliteAdapter } from 'kysely';

// Personal access tokens for scripts (README "Scripting the API"). Like
// sessions, only the SHA-256 of a token is kept (token_hash, unique: it is
// what a request is looked up by). scope is 'read' or 'read write'; expires_at
// is null for a token that never expires; last_used_at is written at most once
// a minute. Expired tokens are swept every hour, so expires_at is indexed.
//
// Numbered 0007, not 0006: another branch may add a 0006, and names sort, so
// either merge order gives the same sequence on a new database.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', isSqlite ? 'integer' : 'serial', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('personal_access_tokens_user_id')
    .on('personal_access_tokens')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('personal_access_tokens_expires_at')
    .on('personal_access_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_access_tokens').execute();
}
