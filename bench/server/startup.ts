import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mb } from './memory.js';
import { type ServerProcess, startServer } from './process.js';
import type { Row } from './scenarios.js';

/** A fresh copy of the generated SQLite file (its similar-ideas tables already filled). */
function freshCopy(generated: string, dir: string): string {
  const file = join(dir, 'bench.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(generated, file);
  return file;
}

/** A server on a fresh copy of the generated SQLite file. */
export async function sqliteServer(generated: string, dir: string, logLevel: string) {
  return (await startServer({ databaseUrl: freshCopy(generated, dir), logLevel })).process;
}

export interface SqliteStart {
  rows: Row[];
  /** The server of the second start, left running for the other measurements. */
  server: ServerProcess;
}

/**
 * The first start on a fresh copy of the generated SQLite file, then a
 * second start of the same file, which keeps running. Nothing is built at
 * start (similar ideas are in tables since migration 0006), so the two
 * should agree; the first pays for a cold page cache.
 */
export async function sqliteStartup(
  generated: string,
  dir: string,
  logLevel: string,
  log: (line: string) => void,
): Promise<SqliteStart> {
  const file = freshCopy(generated, dir);
  const first = await startServer({ databaseUrl: file, logLevel });
  const firstMemory = first.process.memory()!;
  await first.process.stop();
  log(`first start: ${(first.readyMs / 1000).toFixed(2)} s, peak RSS ${mb(firstMemory.hwm)}`);

  // The second start keeps running for the other measurements.
  const second = await startServer({ databaseUrl: file, logLevel });
  const secondMemory = second.process.memory()!;
  log(`second start: ${(second.readyMs / 1000).toFixed(2)} s, peak RSS ${mb(secondMemory.hwm)}`);
  return {
    server: second.process,
    rows: [
      {
        what: 'first start (SQLite): time to first 200',
        target: '< 5 s',
        measured: `${(first.readyMs / 1000).toFixed(2)} s`,
      },
      {
        what: 'first start (SQLite): peak RSS (VmHWM)',
        target: '< 300 MB',
        measured: mb(firstMemory.hwm),
      },
      {
        what: 'second start (SQLite): time / peak RSS',
        target: '(no target)',
        measured: `${(second.readyMs / 1000).toFixed(2)} s / ${mb(secondMemory.hwm)}`,
      },
    ],
  };
}

/**
 * Two server processes started at once on one PostgreSQL database (as two
 * instances behind a load balancer would): each one's time to its first 200
 * and its peak RSS. The first keeps running for the PostgreSQL measurements.
 */
export async function postgresStartup(
  databaseUrl: string,
  logLevel: string,
  log: (line: string) => void,
): Promise<{ rows: Row[]; server: ServerProcess }> {
  const starts = await Promise.all([
    startServer({ databaseUrl, logLevel }),
    startServer({ databaseUrl, logLevel }),
  ]);
  const memories = starts.map((start) => start.process.memory()!);
  await starts[1].process.stop();
  const slowest = Math.max(...starts.map((start) => start.readyMs));
  const peak = Math.max(...memories.map((memory) => memory.hwm));
  log(
    `PostgreSQL, 2 processes: ${starts.map((start) => `${(start.readyMs / 1000).toFixed(2)} s`).join(', ')}; ` +
      `peak RSS ${memories.map((memory) => mb(memory.hwm)).join(', ')}`,
  );
  return {
    server: starts[0].process,
    rows: [
      {
        what: 'first start (PostgreSQL, 2 processes at once): slower one',
        target: '< 5 s',
        measured: `${(slowest / 1000).toFixed(2)} s`,
      },
      {
        what: 'first start (PostgreSQL, 2 processes): peak RSS of each',
        target: '< 300 MB',
        measured: memories.map((memory) => mb(memory.hwm)).join(', '),
        detail: `highest ${mb(peak)}`,
      },
    ],
  };
}
