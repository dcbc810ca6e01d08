import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { silentLogger } from '../src/runtime/logger.js';
import { startSweeper } from '../src/runtime/sweeper.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('runs the job every interval until stopped', async () => {
  const job = vi.fn(() => Promise.resolve());
  const sweeper = startSweeper(job, { intervalMs: 1000, log: silentLogger(), name: 'test' });
  await vi.advanceTimersByTimeAsync(999);
  expect(job).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(job).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(2000);
  expect(job).toHaveBeenCalledTimes(3);
  sweeper.stop();
  await vi.advanceTimersByTimeAsync(5000);
  expect(job).toHaveBeenCalledTimes(3);
});

test('never overlaps a run still going, and a failed run does not stop the next', async () => {
  let finish: () => void = () => undefined;
  const job = vi
    .fn<() => Promise<void>>()
    .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
    .mockImplementationOnce(() => Promise.reject(new Error('database away')))
    .mockImplementation(() => Promise.resolve());
  const log = silentLogger();
  const warn = vi.spyOn(log, 'warn');
  const sweeper = startSweeper(job, { intervalMs: 1000, log, name: 'Sweeping' });
  await vi.advanceTimersByTimeAsync(3000);
  expect(job).toHaveBeenCalledTimes(1);
  finish();
  await vi.advanceTimersByTimeAsync(1000);
  expect(job).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenCalledWith(expect.anything(), 'Sweeping failed');
  await vi.advanceTimersByTimeAsync(1000);
  expect(job).toHaveBeenCalledTimes(3);
  sweeper.stop();
});
