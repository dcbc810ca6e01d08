import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from './database.js';
import { MAX_DEFER_MS, QUIET_MS, WriteTurns } from './write-turns.js';

const dir = mkdtempSync(join(tmpdir(), 'tof-write-turns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the background defers to an open request transaction, at most MAX_DEFER_MS', () => {
  const turns = new WriteTurns();
  turns.requestBegins();
  expect(turns.backgroundBegins()).toBeGreaterThanOrEqual(MAX_DEFER_MS);
  turns.requestEnds();
  const waited = turns.backgroundBegins();
  expect(waited).toBeGreaterThanOrEqual(QUIET_MS - 1);
  expect(waited).toBeLessThan(MAX_DEFER_MS);
});

test('two views of one buffer (the two threads) share the turns', () => {
  const requests = new WriteTurns();
  const background = new WriteTurns(requests.buffer);
  requests.requestBegins();
  expect(background.backgroundBegins()).toBeGreaterThanOrEqual(MAX_DEFER_MS);
});

test("a request connection's transactions are noted from begin to commit or rollback", async () => {
  const turns = new WriteTurns();
  const { db } = openDatabase(join(dir, 'turns.db'), {
    writeTurns: { turns, role: 'requests' },
  });
  try {
    await sql`create table t (id integer primary key)`.execute(db);
    // Outside a transaction nothing is open: the background only waits out the quiet.
    expect(turns.backgroundBegins()).toBeLessThan(MAX_DEFER_MS);
    let inside = 0;
    await db.transaction().execute(async (trx) => {
      await sql`insert into t (id) values (1)`.execute(trx);
      inside = turns.backgroundBegins();
    });
    expect(inside).toBeGreaterThanOrEqual(MAX_DEFER_MS);
    expect(turns.backgroundBegins()).toBeLessThan(MAX_DEFER_MS);

    // A transaction that fails is rolled back, and ends its turn too.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t (id) values (2)`.execute(trx);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(turns.backgroundBegins()).toBeLessThan(MAX_DEFER_MS);
  } finally {
    await db.destroy();
  }
});
