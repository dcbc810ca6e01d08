import { type Kysely, sql, SqliteAdapter } from 'kysely';

// PostgreSQL only: a search's page walks the ideas in the sort's order and
// tests each one's `search_text` (0003) with LIKE until the page is full.
// An idea's row, with its texts and search_text beside them, is over
// PostgreSQL's 2 KB TOAST threshold, and PostgreSQL compressed its largest
// column first: search_text. Every idea walked was decompressed (pglz)
// before LIKE could read it. With storage 'main' the other texts are
// compressed first, and search_text stays plain wherever the row then fits
// (nearly every idea). Measured at 10,000 ideas: the pages of the slowest
// search terms 5.8-8.0 -> 3.5-5.0 ms, browse with a search term at c=10
// p95 69.9 -> 46-48 ms (bench/README.md, 2026-11-28, night).
//
// Values written before keep their compressed form until they are written
// again: this migration writes them again, in batches by id. A value taking
// less room than its text is a compressed one. Appending '' makes a new value,
// which PostgreSQL stores by the new rule; the same value set again would be
// copied as it is, compressed. The old row versions are autovacuum's to
// clear (a migration runs in a transaction, where VACUUM cannot); until then
// index scans step over them.

const BATCH = 5_000;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table ideas alter column search_text set storage main`.execute(db);
  const { rows: total } = await sql<{ count: number }>`
    select count(*)::integer as count from ideas`.execute(db);
  const ideas = total[0]?.count ?? 0;
  let done = 0;
  for (let after = 0; ;) {
    const { rows } = await sql<{ last: number | null }>`
      with batch as (select id from ideas where id > ${after} order by id limit ${BATCH}),
      rewritten as (
        update ideas set search_text = search_text || '' from batch
        where ideas.id = batch.id
          and pg_column_size(ideas.search_text) < octet_length(ideas.search_text)
        returning 1
      )
      select (select max(id) from batch) as last, (select count(*) from rewritten) as rewritten`.execute(
      db,
    );
    const last = rows[0]?.last ?? null;
    if (last === null) return;
    after = last;
    done += BATCH;
    // Minutes at a million ideas: say how far it got, as the similar-ideas fill does.
    if (ideas > BATCH)
      process.stderr.write(
        `migration 0020: search text of ${Math.min(done, ideas)} of ${ideas} ideas stored uncompressed\n`,
      );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  // New values are compressed as before; those stored plain stay so (both read alike).
  await sql`alter table ideas alter column search_text set storage extended`.execute(db);
}
