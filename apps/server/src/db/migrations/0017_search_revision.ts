import { type Kysely, sql, SqliteAdapter } from 'kysely';

// SQLite only: search_revision counts the changes to the trigram index
// (ideas_text): every write that indexes, re-indexes or un-indexes an idea
// adds one in its own transaction. A process keeps the ids a search matched
// (data/search-matches.ts) and reuses them exactly while this is unchanged,
// whichever process wrote since. PostgreSQL searches its own index each time
// and has no such row, which every create would otherwise have to lock.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`create table search_revision (
    id integer primary key check (id = 1),
    value integer not null
  )`.execute(db);
  await sql`insert into search_revision (id, value) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop table search_revision`.execute(db);
}
