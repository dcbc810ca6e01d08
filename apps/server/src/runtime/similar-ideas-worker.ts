import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.js';
import { WriteTurns } from '../db/write-turns.js';
import { rankDraft } from '../services/similar-ideas/draft.js';
import { runSimilarIdeaJobs } from '../services/similar-ideas/jobs.js';
import { checkpointWal, mergeSearchIndex } from './database-upkeep.js';
import type { ThreadData, ToThread, FromThread } from './similar-ideas-thread.js';

/**
 * The similar-ideas worker thread (see similar-ideas-thread.ts): its own
 * connection to the database, one run of the queue per 'run' message, a
 * draft's ranking per 'rank' message. It also does the SQLite upkeep that
 * requests' commits leave to it (database-upkeep.ts): the search index's
 * merges after each batch, and the WAL's checkpoints: its own commits make
 * them as SQLite's default has it, a 'checkpoint' message (the runner's poll
 * every few seconds) makes one for what requests wrote, and so does the
 * thread as it ends.
 */
const data = workerData as ThreadData;
/** The thread's nice value (yieldToRequests): 0 is the default, 19 the lowest priority. */
const BACKGROUND_NICE = 10;
yieldToRequests();
const port = parentPort!;
const send = (message: FromThread) => port.postMessage(message);
const turns = data.writeTurns ? new WriteTurns(data.writeTurns) : null;
const database = openDatabase(data.databaseUrl, {
  ...(turns ? { writeTurns: { turns, role: 'background' as const } } : {}),
  onConnectionError: (error) =>
    send({
      type: 'log',
      level: 'warn',
      message: `A PostgreSQL connection failed: ${error.message}`,
    }),
});
const stopping = new AbortController();
let running: Promise<void> = Promise.resolve();

port.on('message', (message: ToThread) => {
  switch (message.type) {
    case 'run':
      // After a checkpoint in hand: one statement at a time on the connection anyway.
      running = running.then(runOnce);
      break;
    case 'checkpoint':
      running = running
        .then(() => checkpointWal(database.db, database.dialect))
        .catch((error: unknown) =>
          send({
            type: 'log',
            level: 'warn',
            message: `A WAL checkpoint failed: ${String(error)}`,
          }),
        );
      break;
    case 'stop':
      stopping.abort();
      break;
    case 'rank':
      rankDraft(database.db, message.draft, message.nowMs).then(
        (matches) => send({ type: 'ranked', id: message.id, matches }),
        (error: unknown) =>
          send({
            type: 'rank-failed',
            id: message.id,
            message: String((error as Error)?.message ?? error),
          }),
      );
      break;
    case 'close':
      stopping.abort();
      void running
        .then(() => checkpointWal(database.db, database.dialect))
        .catch(() => undefined) // the next connection to commit checkpoints instead
        .then(() => database.db.destroy())
        .finally(() => port.close());
      break;
  }
});

/**
 * New ideas of a batch (a backlog: a first fill, a burst of creates) commit
 * together, up to GROUP_MAX, while SQLite's requests have not written for
 * GROUP_AFTER_QUIET_MS; each on its own while they write, so the lock they
 * wait for stays one idea's write (jobs.ts). PostgreSQL's requests take no
 * lock these writes hold.
 */
const GROUP_MAX = 50;
const GROUP_AFTER_QUIET_MS = 1_000;

function commitNow(waiting: number): boolean {
  if (waiting >= GROUP_MAX) return true;
  return turns !== null && turns.requestsQuietMs() < GROUP_AFTER_QUIET_MS;
}

async function runOnce(): Promise<void> {
  try {
    const outcome = await runSimilarIdeaJobs({
      db: database.db,
      log: { info: (line) => send({ type: 'log', level: 'info', message: line }) },
      holder: data.holder,
      now: Date.now,
      signal: stopping.signal,
      commitNow,
      afterBatch: (jobs) => mergeSearchIndex(database.db, database.dialect, jobs),
    });
    send({ type: 'result', outcome });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', message: failure.message, stack: failure.stack });
  }
}

/**
 * The jobs are background work. On Linux this thread asks for a lower
 * priority (nice 10), so that on a busy machine requests, which wait on the
 * main thread, get a core first: under a stream of creates at 100k ideas,
 * POST /api/ideas p95 18 -> 14 ms (bench/README.md). A job then waits longer
 * for the CPU only while something else wants it.
 */
function yieldToRequests(): void {
  if (process.platform !== 'linux') return;
  try {
    // /proc/thread-self is /proc/<pid>/task/<this thread's id>; setpriority
    // on a thread id sets that thread's priority alone.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // No /proc (some sandboxes): the thread keeps the process's priority.
  }
}
