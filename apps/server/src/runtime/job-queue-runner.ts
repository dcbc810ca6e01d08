import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from './logger.js';

export type RunOutcome = 'done' | 'busy';

/**
 * Runs a durable job queue in the background of this process: `run` drains
 * the queue (its rules live in the service that owns the queue) and answers
 * 'done', or 'busy' when another process holds the queue's lease. A run
 * starts when `kick()` is called (right after a write queued a job), at
 * start and on an unref'd timer, which also picks up jobs that a process
 * left behind when it died. Runs never overlap within the process; `stop()`
 * waits for the job in hand only (the rest stay queued for the next start).
 */
export class JobQueueRunner {
  private running: Promise<void> | null = null;
  private again = false;
  private last: RunOutcome | Error = 'busy';
  private readonly timer: NodeJS.Timeout;
  /** Aborted by `stop()`: a run ends after the job in hand, not after the whole queue. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly run: (signal: AbortSignal) => Promise<RunOutcome>,
    private readonly options: { log: Logger; name: string; intervalMs: number },
  ) {
    this.timer = setInterval(() => this.kick(), options.intervalMs);
    this.timer.unref();
  }

  /** Starts a run now, or right after the current one. */
  kick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /**
   * Resolves once the queue was found empty after every kick so far (for
   * tests, the seed and the benchmarks); waits while another process drains
   * it; rejects with a run's error.
   */
  async settled(): Promise<void> {
    for (;;) {
      this.kick();
      await this.running;
      if (this.last instanceof Error) throw this.last;
      if ((this.last === 'done' && !this.again) || this.stopping.signal.aborted) return;
      if (this.last === 'busy') await delay(20);
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        this.last = await this.run(this.stopping.signal);
      } catch (error) {
        this.last = error instanceof Error ? error : new Error(String(error));
        this.options.log.warn({ err: error }, `${this.options.name} failed; retried later`);
      }
    } while (this.again && !this.stopping.signal.aborted);
  }
}
