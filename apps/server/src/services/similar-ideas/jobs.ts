import type { DB } from '../../db/database.js';
import {
  countSimilarityJobs,
  usedSlots,
  deleteSimilarityJobs,
  nextSimilarityJobs,
  releaseLease,
  takeLease,
} from '../../data/similarity.js';
import { addToSimilarIdeas, removeFromSimilarIdeas } from './maintain.js';

/**
 * The similar-ideas job queue: a write that changes an idea queues a job in
 * its own transaction; right after, one process at a time (the holder of the
 * lease, in the database so that every process on one database agrees) runs
 * the jobs in order. A job's writes and its removal from the queue commit
 * together, so a crash leaves it queued and it runs again.
 */
const LEASE = 'similar-ideas';

/** A lease not renewed for this long is free: its holder died or hangs. */
const LEASE_MS = 30_000;

/** Progress is logged every this many jobs while a backlog (a first fill) drains. */
const PROGRESS_EVERY = 1000;

/**
 * 'add' jobs run together (one read and one write of the cards and postings
 * for all) up to 200, and up to about this many card scores, so that a batch
 * commits every few seconds at most, whatever the size: 200 at a first fill
 * of 10,000 ideas, 20 at 100,000, 1 from 2,000,000.
 */
const BATCH = 200;
const BATCH_CARD_SCORES = 2_000_000;

/** Where progress goes: the process's logger, or a worker thread's line to it. */
export interface ProgressLog {
  info(message: string): void;
}

export interface JobRunnerDeps {
  db: DB;
  log: ProgressLog;
  /** This process, as the lease names it. */
  holder: string;
  now: () => number;
  /** Once aborted (the process is closing), no further job starts. */
  signal?: AbortSignal;
  /**
   * Asked after each new idea of a batch is worked out, with how many are
   * waiting to commit (it included): whether they commit now (the default:
   * each idea on its own) or wait for the ideas after it, at most to the
   * batch's end. One transaction per idea keeps SQLite's one write lock
   * short for requests; while none writes, fewer and larger commits fill
   * the tables several times faster (a card block, a floor chunk or a
   * word's last posting chunk written once for many ideas).
   */
  commitNow?: (waiting: number) => boolean;
  /** Runs after each batch's commit with its number of jobs (the database's upkeep: runtime/database-upkeep.ts). */
  afterBatch?: (jobs: number) => Promise<void>;
}

class LeaseLost extends Error {}

/**
 * Runs queued jobs until none is left ('done'), another process holds the
 * lease ('busy': it runs them) or `signal` is aborted ('busy': they wait).
 */
export async function runSimilarIdeaJobs(deps: JobRunnerDeps): Promise<'done' | 'busy'> {
  const { db, log, holder, now, signal, afterBatch } = deps;
  let ran = 0;
  let backlog = 0;
  for (;;) {
    if (signal?.aborted) {
      await releaseLease(db, LEASE, holder);
      return 'busy';
    }
    if (!(await takeLease(db, LEASE, holder, now(), now() + LEASE_MS))) return 'busy';
    const slots = await usedSlots(db);
    const queued = await nextSimilarityJobs(
      db,
      Math.max(1, Math.min(BATCH, Math.floor(BATCH_CARD_SCORES / Math.max(1, slots)))),
    );
    if (queued.length === 0) {
      await releaseLease(db, LEASE, holder);
      if (backlog >= PROGRESS_EVERY) log.info(`Similar ideas: ${ran} jobs done, queue empty`);
      return 'done';
    }
    if (ran === 0) backlog = await countSimilarityJobs(db);
    // In queue order: a removal alone, else the 'add' jobs up to the next removal.
    const firstRemove = queued.findIndex((job) => job.kind === 'remove');
    const batch =
      firstRemove === 0
        ? queued.slice(0, 1)
        : queued.slice(0, firstRemove < 0 ? undefined : firstRemove);
    // The jobs' writes commit only while this process still holds the lease.
    const finish = async (trx: DB, ideaIds: readonly number[]) => {
      if (!(await takeLease(trx, LEASE, holder, now(), now() + LEASE_MS))) throw new LeaseLost();
      await deleteSimilarityJobs(
        trx,
        batch.filter((job) => ideaIds.includes(job.idea_id)).map((job) => job.id),
      );
    };
    try {
      if (firstRemove === 0) await removeFromSimilarIdeas(db, batch[0]!.idea_id, finish);
      else
        await addToSimilarIdeas(
          db,
          batch.map((job) => job.idea_id),
          finish,
          deps.commitNow,
        );
    } catch (error) {
      if (error instanceof LeaseLost) return 'busy';
      throw error;
    }
    await afterBatch?.(batch.length);
    const before = ran;
    ran += batch.length;
    if (
      backlog >= PROGRESS_EVERY &&
      Math.floor(ran / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)
    ) {
      log.info(`Similar ideas: ${ran} of ${backlog} queued jobs done`);
    }
  }
}
