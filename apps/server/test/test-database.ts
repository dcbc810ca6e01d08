import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { isPostgresUrl } from '../src/db/database.js';

export interface TestDatabase {
  /** DATABASE_URL for an app: a SQLite file in `dir`, or a new PostgreSQL database. */
  url: string;
  /** Deletes the database; call it after every app using it has closed. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file (or one describe block): a
 * SQLite file in `dir`, or, when TEST_DATABASE_URL names a PostgreSQL server,
 * a new database there (`tof_test_<random>`), so test files running in
 * parallel never see each other's rows. TEST_DATABASE_URL must let its user
 * create databases (scripts/ensure-postgres.mjs makes such a server).
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: join(dir, 'app.db'), drop: () => Promise.resolve() };
  if (!isPostgresUrl(server)) {
    throw new Error(`TEST_DATABASE_URL must be a postgres:// URL, not ${server}`);
  }
  const name = `tof_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file, made before its tests and dropped after
 * them (migration tests open it themselves at an older migration): `url()`
 * is its DATABASE_URL once the tests run.
 */
export function useScratchDatabase(prefix: string): { url: () => string } {
  let dir: string | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `tof-${prefix}-`));
    database = await createTestDatabase(dir);
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: () => {
      if (!database) throw new Error('useScratchDatabase: the database is made in beforeAll');
      return database.url;
    },
  };
}
