import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { call, useTestApp } from './helper.js';

const ctx = useTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  test('connections the server ends (a restart, an administrator) do not take the app down', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => call(ctx, { url: '/api/ideas' })),
    );
    expect(warm.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(ctx.app.services.db);
    expect(rows.length).toBeGreaterThan(0);
    // Let the pool hear about the ended connections before the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(
      Array.from({ length: 6 }, () => call(ctx, { url: '/api/ideas' })),
    );
    expect(after.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('on SQLite', () => {
  /** Writes about `pages` WAL pages in single-page commits; answers the WAL's frames since its last reset. */
  async function writePages(db: DatabaseHandle['db'], pages: number): Promise<number> {
    await sql`create table if not exists filler (id integer primary key, bytes blob)`.execute(db);
    for (let i = 0; i < pages; i += 1) {
      await sql`insert into filler (bytes) values (zeroblob(3000))`.execute(db);
    }
    const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db);
    return rows[0]!.log;
  }

  test('a connection told to leave checkpoints to another lets the WAL grow, and checkpoints again when told', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tof-wal-'));
    const handle = openDatabase(join(dir, 'wal.db'));
    try {
      handle.checkpointsOnCommit!(false);
      expect(await writePages(handle.db, 1500)).toBeGreaterThan(1500);
      handle.checkpointsOnCommit!(true);
      // The checkpoint above copied the WAL; the next writer starts it over.
      expect(await writePages(handle.db, 1500)).toBeLessThan(1000);
    } finally {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
