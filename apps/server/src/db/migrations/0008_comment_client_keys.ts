import type { Kysely } from 'kysely';

// A comment may carry the client's idempotency key (a UUID made once per
// composed comment), so a double click or a retried request posts one comment:
// the second insert meets the unique index and the service returns the first.
// The key is unique per author, not globally, so one user cannot block or read
// another's comment by guessing a key. Comments without a key (NULL) never
// collide: NULLs are distinct in unique indexes on SQLite and PostgreSQL.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('comments_user_client_key')
    .on('comments')
    .columns(['user_id', 'client_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_user_client_key').execute();
  await db.schema.alterTable('comments').dropColumn('client_key').execute();
}
