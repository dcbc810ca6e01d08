import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * On SQLite, the ideas a search matches as sorted ids, and the revision of the
 * trigram index that tells whether ids read earlier still hold (migration
 * 0017; the process keeps them: services/ideas/search-matches.ts, decision
 * record 0012). Finding them is the index's work and does not shrink with the
 * page: FTS5 reads every trigram's whole doclist for a phrase ("neural
 * networks" at 100,000 ideas: 30 ms for a page or for the count alike).
 */

/** The ids (ascending) matching an FTS5 query of `ideas_text`. */
export type SearchMatches = (query: string) => Promise<Int32Array>;

/** Adds one to the index's revision; runs in the transaction that changes `ideas_text`. */
export async function bumpSearchRevision(trx: DB): Promise<void> {
  await sql`update search_revision set value = value + 1 where id = 1`.execute(trx);
}

export async function searchRevision(db: DB): Promise<number> {
  const { rows } = await sql<{ value: number }>`select value from search_revision where id = 1`.execute(
    db,
  );
  return rows[0]?.value ?? 0;
}

/** Reads the matches from the index every time (no ids kept). */
export function matchesIn(db: DB): SearchMatches {
  return async (query) => {
    const { rows } = await sql<{ id: number }>`select rowid as id from ideas_text
      where ideas_text match ${query} order by rowid`.execute(db);
    return Int32Array.from(rows, (row) => row.id);
  };
}
