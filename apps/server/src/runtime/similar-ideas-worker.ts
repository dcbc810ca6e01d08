import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.js';
import { rankDraft } from '../services/similar-ideas/draft.js';
import { runSimilarIdeaJobs } from '../services/similar-ideas/jobs.js';
import type { ThreadData, ToThread, FromThread } from './similar-ideas-thread.js';

/**
 * The similar-ideas worker thread (see similar-ideas-thread.ts): its own
 * connection to the database, one run of the queue per 'run' message, a
 * draft's ranking per 'rank' message.
 */
const data = workerData as ThreadData;
const port = parentPort!;
const send = (message: FromThread) => port.postMessage(message);
const database = openDatabase(data.databaseUrl, {
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
      running = runOnce();
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
      void running.then(() => database.db.destroy()).finally(() => port.close());
      break;
  }
});

async function runOnce(): Promise<void> {
  try {
    const outcome = await runSimilarIdeaJobs({
      db: database.db,
      log: { info: (line) => send({ type: 'log', level: 'info', message: line }) },
      holder: data.holder,
      now: Date.now,
      signal: stopping.signal,
    });
    send({ type: 'result', outcome });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', message: failure.message, stack: failure.stack });
  }
}
