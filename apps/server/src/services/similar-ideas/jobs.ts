import type { DB } from '../../db/database.js';
import {
  countSimilarityJobs,
  deleteSimilarityJob,
  nextSimilarityJob,
  releaseLease,
  takeLease,
} from '../../data/similarity.js';
import type { Logger } from '../../runtime/logger.js';
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

export interface JobRunnerDeps {
  db: DB;
  log: Logger;
  /** This process, as the lease names it. */
  holder: string;
  now: () => number;
}

class LeaseLost extends Error {}

/**
 * Runs queued jobs until none is left ('done') or another process holds the
 * lease ('busy': it runs them).
 */
export async function runSimilarIdeaJobs(deps: JobRunnerDeps): Promise<'done' | 'busy'> {
  const { db, log, holder, now } = deps;
  let ran = 0;
  let backlog = 0;
  for (;;) {
    if (!(await takeLease(db, LEASE, holder, now(), now() + LEASE_MS))) return 'busy';
    const job = await nextSimilarityJob(db);
    if (!job) {
      await releaseLease(db, LEASE, holder);
      if (backlog >= PROGRESS_EVERY) log.info(`Similar ideas: ${ran} jobs done, queue empty`);
      return 'done';
    }
    if (ran === 0) backlog = await countSimilarityJobs(db);
    // The job's writes commit only while this process still holds the lease.
    const finish = async (trx: DB) => {
      if (!(await takeLease(trx, LEASE, holder, now(), now() + LEASE_MS))) throw new LeaseLost();
      await deleteSimilarityJob(trx, job.id);
    };
    try {
      if (job.kind === 'remove') await removeFromSimilarIdeas(db, job.idea_id, finish);
      else await addToSimilarIdeas(db, job.idea_id, finish);
    } catch (error) {
      if (error instanceof LeaseLost) return 'busy';
      throw error;
    }
    ran += 1;
    if (backlog >= PROGRESS_EVERY && ran % PROGRESS_EVERY === 0) {
      log.info(`Similar ideas: ${ran} of ${backlog} queued ideas done`);
    }
  }
}
