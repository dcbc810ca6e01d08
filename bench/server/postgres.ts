import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/dist/db/database.js';

/**
 * A PostgreSQL server for the benchmarks: a URL given on the command line, or
 * ("auto") the project's throwaway cluster of scripts/ensure-postgres.mjs on
 * a port of its own (BENCH_PG_PORT, default 54341), so the API tests' server
 * on 54329 is left alone. That cluster runs without fsync: fine for reads,
 * flattering for writes.
 */

const ENSURE = fileURLToPath(new URL('../../scripts/ensure-postgres.mjs', import.meta.url));

export interface PostgresServer {
  /** postgres://… of any database on that server; the path is replaced per database. */
  url: string;
  stop: () => void;
}

export function ensurePostgres(given: string): PostgresServer {
  if (given !== 'auto') return { url: given, stop: () => undefined };
  const env = {
    ...process.env,
    PG_TEST_PORT: process.env.BENCH_PG_PORT ?? '54341',
  };
  let running = true;
  try {
    execFileSync(process.execPath, [ENSURE, '--status'], { env, stdio: 'ignore' });
  } catch {
    running = false;
  }
  const url = execFileSync(process.execPath, [ENSURE], { env, encoding: 'utf8' }).trim();
  return {
    url,
    // Stopped only when this run started it.
    stop: () => {
      if (!running) execFileSync(process.execPath, [ENSURE, '--stop'], { env, stdio: 'inherit' });
    },
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How many ideas the database holds, or null when it does not exist or has no ideas table. */
export async function countIdeasIn(url: string): Promise<number | null> {
  const { db } = openDatabase(url);
  try {
    const row = await db
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  } catch {
    return null;
  } finally {
    await db.destroy();
  }
}
