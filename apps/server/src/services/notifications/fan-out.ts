import {
  deleteFanOutJob,
  lockFanOutJob,
  moveFanOutJob,
  nextFanOutJobId,
} from '../../data/notification-jobs.js';
import {
  type FanOutChunk,
  insertFieldFollowerChunk,
  insertResearcherFollowerChunk,
} from '../../data/notifications.js';
import type { DB, Dialect } from '../../db/database.js';

/**
 * A new idea's fan-out (issue 15, docs/decisions/0010): its transaction
 * queues a job (`notifyNewIdea`), and right after the commit a process
 * notifies the followers of its author, then those of its fields, up to
 * CHUNK of them per transaction, each transaction moving the job's cursor
 * with the rows it writes. So the idea's own write costs the same whether
 * its author has no follower or 100,000, no transaction holds SQLite's one
 * write lock for long, a crash resumes after the last chunk that committed,
 * and nobody is notified twice (the job row is locked on PostgreSQL while a
 * chunk runs; SQLite has one writer). Any process may run any job.
 */

/**
 * Followers notified per transaction: on SQLite a chunk holds the one write
 * lock (and, the driver being synchronous, its process's event loop) for a
 * few milliseconds, so requests interleave with a long fan-out.
 */
export const FAN_OUT_CHUNK = 1_000;

export interface FanOutDeps {
  db: DB;
  dialect: Dialect;
  signal?: AbortSignal;
  /** Told after each chunk that notified someone (to send instant emails). */
  onNotified?: () => void;
}

/** Works through the queued fan-outs until none is left (or the process closes). */
export async function runFanOutJobs(deps: FanOutDeps): Promise<'done' | 'busy'> {
  for (;;) {
    if (deps.signal?.aborted) return 'busy';
    const id = await nextFanOutJobId(deps.db);
    if (id === undefined) return 'done';
    const notified = await runChunk(deps, id);
    if (notified > 0) deps.onNotified?.();
  }
}

/**
 * One chunk of a job, in one transaction; answers how many were notified.
 * The chunk goes on from the author's followers to the fields' while it has
 * room, so an idea whose followers fit one chunk (most ideas) is one
 * transaction: on PostgreSQL each is several round trips beside the
 * requests.
 */
async function runChunk({ db, dialect }: FanOutDeps, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const job = await lockFanOutJob(trx, dialect, id);
    if (!job) return 0;
    let { phase, after_id: after } = job;
    let notified = 0;
    for (;;) {
      const room = FAN_OUT_CHUNK - notified;
      const chunk: FanOutChunk = {
        ideaId: job.idea_id,
        authorId: job.author_id,
        fields: job.fields,
        after,
        at: job.created_at,
      };
      const ids =
        phase === 'user'
          ? await insertResearcherFollowerChunk(trx, chunk, room)
          : await insertFieldFollowerChunk(trx, chunk, room);
      notified += ids.length;
      if (ids.length === room) {
        await moveFanOutJob(trx, id, { phase, after: Math.max(...ids) });
        return notified;
      }
      if (phase === 'field') {
        await deleteFanOutJob(trx, id);
        return notified;
      }
      phase = 'field';
      after = 0;
    }
  });
}
