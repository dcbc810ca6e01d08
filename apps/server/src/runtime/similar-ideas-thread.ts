import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Logger } from './logger.js';
import type { RunOutcome } from './job-queue-runner.js';

/** What the worker thread is started with. */
export interface ThreadData {
  databaseUrl: string;
  /** The lease holder's name: this process. */
  holder: string;
  /** Under TypeScript sources only: the entry tsx-worker.mjs imports. */
  entry?: string;
}

export type ToThread = { type: 'run' } | { type: 'stop' } | { type: 'close' };
export type FromThread =
  | { type: 'result'; outcome: RunOutcome }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'log'; level: 'info' | 'warn'; message: string };

/** A thread with no job for this long ends (and closes its connection); the next job starts one. */
const IDLE_MS = 30_000;

/**
 * Runs the similar-ideas job queue on a worker thread with its own database
 * connection. A job reads every card and the postings of its words and scores
 * them: synchronous work (better-sqlite3 reads, the scan) of tens of
 * milliseconds at 10,000 ideas and seconds at a million, which on the main
 * thread would hold up every request meanwhile. The thread starts when a run
 * is asked for and ends after IDLE_MS without one; `run` has the signature
 * JobQueueRunner wants (it never asks for two runs at once).
 */
export class SimilarIdeasThread {
  private worker: Worker | null = null;
  private pending: { resolve(outcome: RunOutcome): void; reject(error: Error): void } | null = null;
  private idle: NodeJS.Timeout | null = null;
  private readonly ending = new Set<Promise<unknown>>();

  constructor(private readonly options: { databaseUrl: string; holder: string; log: Logger }) {}

  run(signal: AbortSignal): Promise<RunOutcome> {
    if (signal.aborted) return Promise.resolve('busy');
    if (this.idle) clearTimeout(this.idle);
    const worker = (this.worker ??= this.start());
    const stop = () => worker.postMessage({ type: 'stop' } satisfies ToThread);
    signal.addEventListener('abort', stop, { once: true });
    worker.ref();
    return new Promise<RunOutcome>((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.postMessage({ type: 'run' } satisfies ToThread);
    }).finally(() => {
      signal.removeEventListener('abort', stop);
      this.pending = null;
      if (this.worker !== worker) return;
      worker.unref();
      this.idle = setTimeout(() => this.end(), IDLE_MS).unref();
    });
  }

  /** Ends the thread once its run is over (JobQueueRunner.stop waits for that first). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.end();
    await Promise.all(this.ending);
  }

  private end(): void {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = once(worker, 'exit').catch(() => undefined);
    this.ending.add(exited);
    void exited.finally(() => this.ending.delete(exited));
    // Held until it exits: a caller awaiting close() must not see the process end first.
    worker.ref();
    worker.postMessage({ type: 'close' } satisfies ToThread);
  }

  private start(): Worker {
    const fromSources = import.meta.url.endsWith('.ts');
    const entry = new URL('./similar-ideas-worker.ts', import.meta.url);
    const data: ThreadData = {
      databaseUrl: this.options.databaseUrl,
      holder: this.options.holder,
      ...(fromSources ? { entry: entry.href } : {}),
    };
    const worker = new Worker(
      fromSources
        ? new URL('./tsx-worker.mjs', import.meta.url)
        : new URL('./similar-ideas-worker.js', import.meta.url),
      { workerData: data },
    );
    worker.unref();
    // A run belongs to the current thread: a thread that ended (or failed, and
    // then exits) says nothing about the run a new one is doing.
    worker.on('message', (message: FromThread) => {
      if (message.type === 'log') this.options.log[message.level](message.message);
      else if (this.worker !== worker) return;
      else if (message.type === 'result') this.pending?.resolve(message.outcome);
      else
        this.pending?.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.pending?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The similar-ideas thread stopped (exit ${code})`)));
    return worker;
  }
}
