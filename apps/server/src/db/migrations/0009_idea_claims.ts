import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Claims, "I'm pursuing this" (issue 12): one row per researcher and idea,
// the primary key (idea_id, user_id) being what a claim is upserted on, so a
// double click or two racing requests make one claim. status is 'pursuing'
// or 'published', and a published claim carries the DOI link or URL of its
// result (result_url), a pursuing one none: the check says so. Profiles list
// a researcher's claims by (user_id, created_at).
//
// Browse filters ideas by their claims, so each idea counts its claims per
// status (pursuing_count, published_count), recomputed from the rows in the
// claim's transaction like the other aggregates; no per-row subquery over the
// claims. Few ideas are claimed: a partial index per status holds just those,
// in the newest-first order, so "being pursued" and "with a published result"
// read only claimed ideas. "Open" is most ideas and reads the sort's index.
//
// Numbered 0010, not 0009: another branch adds a 0009, and names sort, so
// either merge order gives the same sequence on a new database.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idea_claims')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('result_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idea_claims_pk', ['idea_id', 'user_id'])
    .addCheckConstraint(
      'idea_claims_status_result',
      sql`(status = 'pursuing' and result_url is null) or (status = 'published' and result_url is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('idea_claims_user_id')
    .on('idea_claims')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('ideas')
    .addColumn('pursuing_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ideas')
    .addColumn('published_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The literal 0 (not a parameter) in both the index and the query: SQLite
  // uses a partial index only for a query term that matches its own.
  await db.schema
    .createIndex('ideas_pursued')
    .on('ideas')
    .columns(['created_at', 'id'])
    .where(sql.ref('pursuing_count'), '>', sql.lit(0))
    .execute();
  await db.schema
    .createIndex('ideas_published')
    .on('ideas')
    .columns(['created_at', 'id'])
    .where(sql.ref('published_count'), '>', sql.lit(0))
    .execute();
  // PostgreSQL has no statistics on the new columns until autovacuum next
  // analyzes the table, and meanwhile guesses that almost no idea is open:
  // browse's "open" filter would sort every idea instead of reading the sort's
  // index (80 ms a page at 100,000 ideas). ANALYZE samples the table: quick.
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`analyze ideas`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ideas_published').execute();
  await db.schema.dropIndex('ideas_pursued').execute();
  await db.schema.alterTable('ideas').dropColumn('published_count').execute();
  await db.schema.alterTable('ideas').dropColumn('pursuing_count').execute();
  await db.schema.dropTable('idea_claims').execute();
}
