import { type Kysely, sql, SqliteAdapter } from 'kysely';

// SQLite only: the trigram index (ideas_text) no longer merges its segments
// inside the commit of the write that added one. With FTS5's default
// ('automerge' 4) every few creates paid for a merge in their own commit:
// 10-40 ms at 100,000 ideas. The similar-ideas job runner, which every
// write to the index wakes, merges in small steps of their own instead
// (runtime/database-upkeep.ts). FTS5's 'crisismerge' (16 segments on one
// level) still merges in a commit if that upkeep ever falls that far behind.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`insert into ideas_text (ideas_text, rank) values ('automerge', 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`insert into ideas_text (ideas_text, rank) values ('automerge', 4)`.execute(db);
}
