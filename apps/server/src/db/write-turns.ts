/**
 * Requests first at SQLite's one write lock. A process's request thread and
 * its similar-ideas thread (runtime/similar-ideas-thread.ts) write the same
 * file through two connections; a request's `begin immediate` that finds the
 * thread writing waits in SQLite's busy handler, blocking the event loop, and
 * the thread's write for one new idea holds the lock 5-10 ms. Under a stream
 * of creates that was most of POST /api/ideas's p95 (bench/README.md).
 *
 * So the request thread notes when it begins and ends a write transaction,
 * and the background thread begins one only after the requests' writes have
 * been quiet for QUIET_MS, or after deferring MAX_DEFER_MS (so a steady
 * stream of writes slows the queue but never stops it; it catches up once
 * the stream ends). This orders the two only; SQLite's lock still decides.
 *
 * The state lives in a SharedArrayBuffer the worker thread is given:
 * [OPEN] write transactions the request thread has open, [LAST] when one last
 * began or ended, in microseconds since the epoch.
 */
const OPEN = 0;
const LAST = 1;

/** Quiet the requests' writes must have been before the background writes. */
export const QUIET_MS = 3;
/** The longest the background defers one transaction to requests. */
export const MAX_DEFER_MS = 100;

const nowMicros = (): bigint =>
  BigInt(Math.round((performance.timeOrigin + performance.now()) * 1000));

export class WriteTurns {
  private readonly state: BigInt64Array;
  /** Atomics.wait needs an Int32Array: a cell nobody notifies, for sleeping a millisecond. */
  private readonly sleeper = new Int32Array(new SharedArrayBuffer(4));

  constructor(readonly buffer = new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT)) {
    this.state = new BigInt64Array(buffer);
  }

  /** The request thread begins a write transaction. */
  requestBegins(): void {
    Atomics.add(this.state, OPEN, 1n);
    Atomics.store(this.state, LAST, nowMicros());
  }

  /** The request thread's write transaction ended (committed or rolled back). */
  requestEnds(): void {
    Atomics.store(this.state, LAST, nowMicros());
    Atomics.sub(this.state, OPEN, 1n);
  }

  /** How long the requests' writes have been quiet, in ms (0 while one is open). */
  requestsQuietMs(): number {
    if (Atomics.load(this.state, OPEN) > 0n) return 0;
    return Number(nowMicros() - Atomics.load(this.state, LAST)) / 1000;
  }

  /**
   * The background thread is about to begin a write transaction: blocks it
   * (it is a thread of its own) until the requests' writes have been quiet
   * for QUIET_MS, at most MAX_DEFER_MS. Answers how long it waited, in ms.
   */
  backgroundBegins(): number {
    const start = performance.now();
    const quiet = BigInt(QUIET_MS * 1000);
    for (;;) {
      const waited = performance.now() - start;
      if (waited >= MAX_DEFER_MS) return waited;
      const open = Atomics.load(this.state, OPEN) > 0n;
      if (!open && nowMicros() - Atomics.load(this.state, LAST) >= quiet) return waited;
      Atomics.wait(this.sleeper, 0, 0, 1);
    }
  }
}
