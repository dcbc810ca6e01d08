import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { mergeSearchIndexStep } from '../src/data/idea-search.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { countIdeas } from '../src/services/ideas/browse.js';
import { createIdea } from './factories.js';
import { call, createUser, useTestApp } from './helper.js';

// No new-account allowance: the SQLite tests below post a few dozen ideas as one author.
const ctx = useTestApp({ NEW_ACCOUNT_WINDOW_HOURS: '0' });

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

  test("creates leave merging the search index's segments to the job runner, which keeps up", async () => {
    const { services } = ctx.app;
    const { rows } = await sql<{ v: number }>`
      select v from ideas_text_config where k = 'automerge'`.execute(services.db);
    expect(rows).toEqual([{ v: 0 }]);
    const author = await createUser(ctx);
    // Each create's commit adds a segment to the index; FTS5 alone would
    // leave them unmerged until 16 lie on one level.
    for (let i = 0; i < 24; i += 1) {
      await createIdea(ctx, author, { title: `Segment ${i} of a trigram index` });
    }
    await services.similarIdeas.settled();
    expect(await mergeSearchIndexStep(services.db, 32)).toBe(false);
    expect(await countIdeas(services, { search: 'of a trigram index' })).toEqual({ count: 24 });
  });

  test('while the similar-ideas thread lives, its checkpoints bring what requests wrote into the database file', async () => {
    const { services } = ctx.app;
    const author = await createUser(ctx);
    await createIdea(ctx, author, { title: 'An idea that wakes the thread' });
    await services.similarIdeas.settled();
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      services.db,
    );
    expect(rows).toEqual([{ wal_autocheckpoint: 0 }]);
    // The database header's page count (bytes 28-31) changes only when a checkpoint writes the file.
    const pagesInFile = () => readFileSync(ctx.config.databaseUrl).readUInt32BE(28);
    const before = pagesInFile();
    const long = (word: string) => `${word} `.repeat(40).trim();
    for (let i = 0; i < 10; i += 1) {
      await createIdea(ctx, author, {
        title: `Pages ${i} for the file`,
        challenge: long('challenge'),
        approach: long('approach'),
        impact: long('impact'),
      });
    }
    // A run that finds no job (as the poll every few seconds does) has the thread checkpoint.
    await services.similarIdeas.settled();
    await services.similarIdeas.settled();
    await expect.poll(pagesInFile).toBeGreaterThan(before);
  });
});
