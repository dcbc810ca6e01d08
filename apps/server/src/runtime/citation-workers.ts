import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CitationParseErrorCode } from '@thisoneforfree/citations';
import type { CitationTask, CitationTaskReply } from '@thisoneforfree/citations/worker';

/**
 * Citation files are parsed and citations formatted on worker threads: 5 MB
 * of BibTeX is a second or more of CPU, and the event loop keeps answering
 * other requests meanwhile. One pool per `Services`, closed with it.
 */

/** A failure reported by the worker; `code` is set when the file had nothing to read. */
export class CitationTaskError extends Error {
  constructor(
    message: string,
    readonly code?: CitationParseErrorCode,
  ) {
    super(message);
  }
}

/**
 * The package's worker entry, built JavaScript both here and under vitest (the
 * server runs on the built package), so it needs no TypeScript loader.
 */
const WORKER_URL = pathToFileURL(
  createRequire(import.meta.url).resolve('@thisoneforfree/citations/worker'),
);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Up to two worker threads, started on first use. A task goes to the worker
 * with the fewest tasks waiting; a worker that dies fails its tasks and is
 * replaced on the next one. A worker keeps the process alive only while it
 * has work, so scripts that never close the pool still exit.
 */
export class CitationWorkers {
  private readonly workers: PooledWorker[] = [];
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private nextId = 1;
  private closed = false;

  run(task: CitationTask): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The citation workers are closed'));
    const target = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.ref();
      target.worker.postMessage({ id, task });
    });
  }

  /** Tasks sent to a worker and not yet answered (for tests and diagnostics). */
  get inFlight(): number {
    return this.workers.reduce((sum, entry) => sum + entry.pending.size, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  private pick(): PooledWorker {
    const idle = this.workers.find((entry) => entry.pending.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, entry) =>
      entry.pending.size < best.pending.size ? entry : best,
    );
  }

  private start(): PooledWorker {
    const worker = new Worker(WORKER_URL);
    const entry: PooledWorker = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (reply: CitationTaskReply) => {
      const pending = entry.pending.get(reply.id);
      if (!pending) return;
      entry.pending.delete(reply.id);
      if (entry.pending.size === 0) worker.unref();
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new CitationTaskError(reply.error.message, reply.error.code));
    });
    const fail = (error: Error) => {
      const index = this.workers.indexOf(entry);
      if (index !== -1) this.workers.splice(index, 1);
      for (const pending of entry.pending.values()) pending.reject(error);
      entry.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The citation worker stopped (exit code ${code})`)));
    this.workers.push(entry);
    return entry;
  }
}
