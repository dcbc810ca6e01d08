import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Migration 0001 declared the rating averages `real`: an 8-byte float in
// SQLite but a 4-byte one in PostgreSQL, where an average of 57/7 came back
// as 8.142858 instead of 8.142857142857142. Both dialects now store doubles.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table ideas
    alter column avg_relevance type double precision,
    alter column avg_difficulty type double precision`.execute(db);
  // Recompute from the ratings: the float4 values lost digits that the cast cannot bring back.
  await sql`update ideas set
    avg_relevance = coalesce((select avg(relevance) from ratings where ratings.idea_id = ideas.id), 0),
    avg_difficulty = coalesce((select avg(difficulty) from ratings where ratings.idea_id = ideas.id), 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table ideas
    alter column avg_relevance type real,
    alter column avg_difficulty type real`.execute(db);
}
