import { sql } from 'kysely';
import { mergeSearchIndexStep } from '../data/idea-search.js';
import type { DB, Dialect } from '../db/database.js';

/**
 * SQLite upkeep taken out of requests' commits (docs/decisions/0002, update
 * of 2026-11-28). Left to SQLite, a commit now and then merges the trigram
 * index's segments (FTS5's automerge) or copies the WAL into the database
 * (wal_autocheckpoint): 10-40 ms that the request which happened to commit
 * waits for. The similar-ideas job runner, which every write to the index
 * wakes (creates, edits and withdrawals queue its jobs), does both instead:
 * the merges after each batch of jobs, in small transactions of their own
 * that requests can slip between; the checkpoints on the thread's connection
 * while the thread lives (create-services.ts turns them off on the request
 * connection meanwhile). PostgreSQL has none of this to do.
 */

/** Pages a merge step writes: about 3 ms of the write lock at 100,000 ideas. */
const MERGE_PAGES = 32;

/**
 * Merge steps allowed per job: a new idea's segment is rewritten once per
 * level of the index as it merges upwards, about 20-30 pages per idea at
 * 100,000 ideas, so two steps keep up with the creates.
 */
const MERGE_STEPS_PER_JOB = 2;

/** Merges the search index's segments after `jobs` jobs, until there is nothing to merge or their allowance is spent. */
export async function mergeSearchIndex(db: DB, dialect: Dialect, jobs: number): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (let step = 0; step < jobs * MERGE_STEPS_PER_JOB; step += 1) {
    if (!(await mergeSearchIndexStep(db, MERGE_PAGES))) return;
  }
}

/** Copies what the WAL holds into the database file, as far as no reader needs it (SQLite's PASSIVE checkpoint). */
export async function checkpointWal(db: DB, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`pragma wal_checkpoint(PASSIVE)`.execute(db);
}
