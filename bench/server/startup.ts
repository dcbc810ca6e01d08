import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mb } from './memory.js';
import { type RunningProcess, startServer } from './process.js';
import type { Row } from './scenarios.js';

/**
 * A copy of the generated SQLite file to run on, with the similar-ideas
 * snapshot of an earlier run's first start when there is one (the server
 * checks it against the ideas), so a run that does not measure the first
 * start does not wait for a bulk build.
 */
export async function sqliteServer(generated: string, dir: string, logLevel: string) {
  const file = join(dir, 'bench.db');
  for (const suffix of ['', '-wal', '-shm', '.similarity.json'])
    rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(generated, file);
  if (existsSync(`${generated}.similarity.json`))
    copyFileSync(`${generated}.similarity.json`, `${file}.similarity.json`);
  return (await startServer({ databaseUrl: file, logLevel })).process;
}

/** How the similar-ideas index came up, from the server's own log line (LOG_LEVEL=info). */
function indexLine(server: RunningProcess): string {
  const line = server.logged('Similar-ideas index')[0];
  return line ? `${String(line.msg)}: ${String(line.ms)} ms` : 'no similar-ideas index log line';
}

export interface SqliteStart {
  rows: Row[];
  /** The server of the second start, left running for the other measurements. */
  server: RunningProcess;
}

/**
 * The first start on a fresh copy of the generated SQLite file (no
 * similar-ideas snapshot beside it), logging at info to learn how the
 * similar-ideas index came up; then a second start of the same file (with
 * the snapshot the first one wrote), which keeps running.
 */
export async function sqliteStartup(
  generated: string,
  dir: string,
  logLevel: string,
  log: (line: string) => void,
): Promise<SqliteStart> {
  const file = join(dir, 'bench.db');
  for (const suffix of ['', '-wal', '-shm', '.similarity.json'])
    rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(generated, file);

  const first = await startServer({ databaseUrl: file, logLevel: 'info' });
  const firstMemory = first.process.memory()!;
  const firstIndex = indexLine(first.process);
  await first.process.stop();
  // Kept beside the generated file, so runs that skip the first start (--only) start from it.
  if (existsSync(`${file}.similarity.json`))
    copyFileSync(`${file}.similarity.json`, `${generated}.similarity.json`);
  log(
    `first start: ${(first.readyMs / 1000).toFixed(2)} s, peak RSS ${mb(firstMemory.hwm)} (${firstIndex})`,
  );

  // The second start keeps running for the other measurements, at their log level.
  const second = await startServer({ databaseUrl: file, logLevel });
  const secondMemory = second.process.memory()!;
  log(`second start: ${(second.readyMs / 1000).toFixed(2)} s, peak RSS ${mb(secondMemory.hwm)}`);
  return {
    server: second.process,
    rows: [
      {
        what: 'first start (SQLite, no snapshot): time to first 200',
        target: '< 5 s',
        measured: `${(first.readyMs / 1000).toFixed(2)} s`,
        detail: firstIndex,
      },
      {
        what: 'first start (SQLite): peak RSS (VmHWM)',
        target: '< 300 MB',
        measured: mb(firstMemory.hwm),
      },
      {
        what: 'second start (SQLite, snapshot present): time / peak RSS',
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
): Promise<{ rows: Row[]; server: RunningProcess }> {
  const starts = await Promise.all([
    startServer({ databaseUrl, logLevel }),
    startServer({ databaseUrl, logLevel }),
  ]);
  const memories = starts.map((start) => start.process.memory()!);
  // Without a snapshot a PostgreSQL start builds the index again: keep the first process.
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
