// Where the test server lives and who it runs as, read from the environment;
// the error type and log line every part of ensure-postgres shares.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const USER = 'tof';
export const PASSWORD = 'tof';

export function settings(env = process.env) {
  const port = Number(env.PG_TEST_PORT ?? 54329);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PG_TEST_PORT must be a port number, not ${env.PG_TEST_PORT}`);
  }
  const dir = resolve(env.PG_TEST_DIR ?? join(tmpdir(), `tof-postgres-${port}`));
  const cluster = join(dir, 'cluster');
  return {
    port,
    dir,
    /** Owned by the cluster's owner: data directory, socket, log. */
    cluster,
    data: join(cluster, 'data'),
    log: join(cluster, 'server.log'),
    /** One file per with-postgres run using the server (see scripts/with-postgres.mjs). */
    holders: join(dir, 'holders'),
    /** Present while the server runs because with-postgres started it (the last run stops it). */
    startedMark: join(dir, 'started-by-with-postgres'),
    lock: join(dir, 'lock'),
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
  };
}

export const isRoot = process.getuid?.() === 0;
export const log = (message) => console.error(`[postgres] ${message}`);

/** A failure with a message meant for the user: the CLIs print it without a stack. */
export class SetupError extends Error {}
