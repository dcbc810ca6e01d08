import cluster, { type Worker } from 'node:cluster';
import { isPostgresUrl } from './db/database.js';
import { loadConfig } from './env.js';
import { createLogger } from './runtime/logger.js';
import { prepareDatabase, serve } from './server-process.js';

/**
 * `npm run start:cluster`: CLUSTER_WORKERS server processes (the CPU count by
 * default) sharing one port through node:cluster and one database. The
 * primary serves nothing: it migrates and seeds the database once, forks the
 * workers (each runs what main.ts runs, without the migrating and seeding),
 * replaces a worker that dies after it started serving, and on SIGTERM or
 * SIGINT closes every worker gracefully and exits. A worker that fails before
 * it serves (port taken, database unreachable) stops the whole cluster: the
 * next one would fail the same way.
 *
 * Everything the workers share lives in the database: ideas, sessions, the
 * rate-limit counters. PostgreSQL is the database for this; a SQLite file
 * works too (WAL mode lets the processes read at once) but takes one writer
 * at a time across all of them.
 */

const config = loadConfig();

if (cluster.isPrimary) await runPrimary();
else await serve(config, { databasePrepared: true });

async function runPrimary(): Promise<void> {
  const log = createLogger(config);
  const count = config.clusterWorkers;
  if (!isPostgresUrl(config.databaseUrl))
    log.info(
      'The workers share one SQLite file; for several processes PostgreSQL is the better database',
    );
  await prepareDatabase(config, log);

  const live = new Set<Worker>();
  const serving = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  let announced = false;

  const fork = () => live.add(cluster.fork());

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}: closing ${live.size} workers`);
    // Each worker closes itself on SIGTERM (server-process.ts): requests in flight finish first.
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
    if (live.size === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    log.info({ worker: worker.process.pid, port: address.port }, 'A worker is serving');
    if (announced || serving.size < count) return;
    announced = true;
    log.info({ workers: count }, `This One for Free is serving ${config.appOrigin}`);
    if (process.stdout.isTTY)
      console.log(`\n  This One for Free is ready at ${config.appOrigin} (${count} processes)\n`);
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const served = serving.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const pid = worker.process.pid;
    if (!served) {
      log.error({ worker: pid, code, signal }, 'A worker stopped before it served');
      exitCode = 1;
      stop('Start-up failed');
      return;
    }
    log.warn({ worker: pid, code, signal }, 'A worker died; starting another');
    fork();
  });

  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));

  for (let i = 0; i < count; i += 1) fork();
}
