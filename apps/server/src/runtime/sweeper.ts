import type { Logger } from './logger.js';

/**
 * Runs a clean-up job every `intervalMs` on an unref'd timer (it never keeps
 * a process alive) until stopped. A failed run is logged and retried at the
 * next tick; runs never overlap.
 */
export function startSweeper(
  job: () => Promise<unknown>,
  options: { intervalMs: number; log: Logger; name: string },
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
