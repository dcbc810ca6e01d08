import { LRUCache } from 'lru-cache';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { holds } from '../db/kept-id-sets.js';

/**
 * The ideas a search matches on SQLite, as sorted ids, kept by the process
 * between requests. Finding them is the trigram index's work, and it does not
 * shrink with the page: FTS5 reads every trigram's whole doclist for a phrase
 * ("neural networks" at 100,000 ideas: 30 ms for a page or for the count
 * alike). A search's page, its count (the web asks both at once) and the next
 * pages then cost one such read between them, and a popular search none.
 *
 * Exact: a kept set is used only while `search_revision` (migration 0017),
 * which every change to the index adds one to in its transaction, is the
 * revision read before the set was. Any process may have written since.
 */

/** Ids kept in all, across searches: about 8 MB. */
const KEPT_IDS = 2_000_000;
const KEPT_SEARCHES = 64;

interface Kept {
  revision: number;
  ids: Int32Array;
}

// Per database handle: tests run several apps, each on its own database, in one process.
const keptByDatabase = new WeakMap<DB, LRUCache<string, Kept>>();

function keptFor(db: DB): LRUCache<string, Kept> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache<string, Kept>({
      max: KEPT_SEARCHES,
      maxSize: KEPT_IDS,
      sizeCalculation: (entry) => Math.max(1, entry.ids.length),
    });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** Adds one to the index's revision; runs in the transaction that changes `ideas_text`. */
export async function bumpSearchRevision(trx: DB): Promise<void> {
  await sql`update search_revision set value = value + 1 where id = 1`.execute(trx);
}

async function searchRevision(db: DB): Promise<number> {
  const { rows } = await sql<{ value: number }>`select value from search_revision where id = 1`.execute(
    db,
  );
  return rows[0]?.value ?? 0;
}

/** The ids (ascending) of the ideas matching an FTS5 query of `ideas_text`. */
export async function searchMatches(db: DB, query: string): Promise<Int32Array> {
  const kept = keptFor(db);
  // Read first: a write landing before the matches are read leaves the set
  // newer than its revision, which only costs a fresh read next time.
  const revision = await searchRevision(db);
  const hit = kept.get(query);
  if (hit && hit.revision === revision) return hit.ids;
  const { rows } = await sql<{ id: number }>`select rowid as id from ideas_text
    where ideas_text match ${query} order by rowid`.execute(db);
  const ids = Int32Array.from(rows, (row) => row.id);
  if (ids.length <= KEPT_IDS) kept.set(query, { revision, ids });
  return ids;
}

/** The sorted `ids` without any of the sorted `others`. */
export function without(ids: Int32Array, ...others: Int32Array[]): Int32Array {
  return ids.filter((id) => !others.some((other) => holds(other, id)));
}
