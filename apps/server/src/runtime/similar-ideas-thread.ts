import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { IdeaDraft } from '@thisoneforfree/contracts';
import type { DraftMatch } from '../services/similar-ideas/draft.js';
import type { Logger } from './logger.js';
import type { RunOutcome } from './job-queue-runner.js';

/** What the worker thread is started with. */
export interface ThreadData {
  databaseUrl: string;
  /** The lease holder's name: this process. */
  holder: string;
  /** The process's write turns (db/write-turns.ts): the thread writes after its requests. */
  writeTurns?: SharedArrayBuffer;
  /** Under TypeScript sources only: the entry tsx-worker.mjs imports. */
  entry?: string;
}

export type ToThread =
  | { type: 'run' }
  | { type: 'stop' }
  | { type: 'checkpoint' }
  | { type: 'close' }
  | { type: 'rank'; id: number; draft: IdeaDraft; nowMs: number };
export type FromThread =
  | { type: 'result'; outcome: RunOutcome }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'ranked'; id: number; matches: DraftMatch[] }
  | { type: 'rank-failed'; id: number; message: string }
  | { type: 'log'; level: 'info' | 'warn'; message: string };

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/** A thread with no job for this long ends (and closes its connection); the next job starts one. */
const IDLE_MS = 30_000;

/**
 * Runs the similar-ideas job queue, and ranks drafts against the stored
 * ideas, on a worker thread with its own database connection. Both read every
 * card and the postings of their words and score them: synchronous work
 * (better-sqlite3 reads, the scan) of tens of milliseconds at 10,000 ideas
 * and seconds at a million, which on the main thread would hold up every
 * request meanwhile. The thread starts when there is work and ends after
 * IDLE_MS without any; `run` has the signature JobQueueRunner wants (it never
 * asks for two runs at once).
 */
export class SimilarIdeasThread {
  private worker: Worker | null = null;
  private currentRun: Pending<RunOutcome> | null = null;
  private readonly ranks = new Map<number, Pending<DraftMatch[]>>();
  private nextRank = 1;
  private idle: NodeJS.Timeout | null = null;
  private readonly ending = new Set<Promise<unknown>>();

  constructor(
    private readonly options: {
      databaseUrl: string;
      holder: string;
      /** The process's write turns (db/write-turns.ts), when its requests write the same SQLite file. */
      writeTurns?: SharedArrayBuffer;
      log: Logger;
      /** Told when a thread starts (true) and when it ends or fails (false). */
      onAlive?: (alive: boolean) => void;
    },
  ) {}

  run(signal: AbortSignal): Promise<RunOutcome> {
    if (signal.aborted) return Promise.resolve('busy');
    const worker = this.busy();
    const stop = () => worker.postMessage({ type: 'stop' } satisfies ToThread);
    signal.addEventListener('abort', stop, { once: true });
    return new Promise<RunOutcome>((resolve, reject) => {
      this.currentRun = { resolve, reject };
      worker.postMessage({ type: 'run' } satisfies ToThread);
    }).finally(() => {
      signal.removeEventListener('abort', stop);
      this.currentRun = null;
      this.settle(worker);
    });
  }

  /**
   * Has a living thread checkpoint the WAL (runtime/database-upkeep.ts) after
   * what it is doing; no work that keeps it alive. Nothing without a thread.
   */
  checkpoint(): void {
    this.worker?.postMessage({ type: 'checkpoint' } satisfies ToThread);
  }

  /** The stored ideas most like `draft` (services/similar-ideas/draft.ts). */
  rankDraft(draft: IdeaDraft, nowMs: number): Promise<DraftMatch[]> {
    const worker = this.busy();
    const id = this.nextRank++;
    return new Promise<DraftMatch[]>((resolve, reject) => {
      this.ranks.set(id, { resolve, reject });
      worker.postMessage({ type: 'rank', id, draft, nowMs } satisfies ToThread);
    }).finally(() => {
      this.ranks.delete(id);
      this.settle(worker);
    });
  }

  /** Ends the thread once its run is over (JobQueueRunner.stop waits for that first). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.end();
    await Promise.all(this.ending);
  }

  /** The thread, started if need be, held open while it has work. */
  private busy(): Worker {
    if (this.idle) clearTimeout(this.idle);
    if (!this.worker) {
      this.worker = this.start();
      this.options.onAlive?.(true);
    }
    const worker = this.worker;
    worker.ref();
    return worker;
  }

  /** With no work left, the thread stops holding the process open and ends after IDLE_MS. */
  private settle(worker: Worker): void {
    if (this.worker !== worker || this.currentRun || this.ranks.size > 0) return;
    worker.unref();
    this.idle = setTimeout(() => this.end(), IDLE_MS).unref();
  }

  private end(): void {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    this.options.onAlive?.(false);
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
      ...(this.options.writeTurns ? { writeTurns: this.options.writeTurns } : {}),
      ...(fromSources ? { entry: entry.href } : {}),
    };
    const worker = new Worker(
      fromSources
        ? new URL('./tsx-worker.mjs', import.meta.url)
        : new URL('./similar-ideas-worker.js', import.meta.url),
      { workerData: data },
    );
    worker.unref();
    // Work belongs to the current thread: a thread that ended (or failed, and
    // then exits) says nothing about what a new one is doing.
    worker.on('message', (message: FromThread) => {
      if (message.type === 'log') this.options.log[message.level](message.message);
      else if (this.worker !== worker) return;
      else if (message.type === 'result') this.currentRun?.resolve(message.outcome);
      else if (message.type === 'failed')
        this.currentRun?.reject(
          Object.assign(new Error(message.message), { stack: message.stack }),
        );
      else if (message.type === 'ranked') this.ranks.get(message.id)?.resolve(message.matches);
      else this.ranks.get(message.id)?.reject(new Error(message.message));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.options.onAlive?.(false);
      this.currentRun?.reject(error);
      for (const rank of this.ranks.values()) rank.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The similar-ideas thread stopped (exit ${code})`)));
    return worker;
  }
}
