import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// Migration 0013: before it, one reader's flag made a comment `flagged` and
// who flagged it was not kept. After it, comments flagged then wait in the
// moderation queue (from their creation time); the others are not queued,
// and every comment keeps its flag count.

let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tof-moderation-migration-'));
  database = await createTestDatabase(dir);
});

afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

test('comments flagged before the upgrade wait in the queue; the log and flags start empty', async () => {
  const { db } = openDatabase(database.url);
  try {
    await migrateTo(db, '0012_account_recovery');
    const at = '2026-01-01T10:00:00.000Z';
    const { id: userId } = await db
      .insertInto('users')
      .values({
        username: 'reader',
        email: 'reader@example.org',
        password_hash: 'not-a-real-hash',
        name: 'Reader',
        institution: 'Somewhere',
        orcid_id: '',
        is_admin: 0,
        email_verified: 1,
        citation_format: 'apa',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: ideaId } = await db
      .insertInto('ideas')
      .values({
        user_id: userId,
        title: 'T',
        challenge: 'C',
        approach: 'A',
        impact: 'I',
        created_at: at,
        updated_at: at,
        withdrawn_at: null,
        withdrawn_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = (status: string, flagCount: number, createdAt: string) => ({
      idea_id: ideaId,
      user_id: userId,
      parent_id: null,
      content: status,
      status,
      flag_count: flagCount,
      created_at: createdAt,
      updated_at: createdAt,
      client_key: null,
    });
    await db
      .insertInto('comments')
      .values([
        comment('active', 0, at),
        comment('flagged', 1, '2026-01-02T08:00:00.000Z'),
        // Flagged once, then restored or hidden by an admin: decided already.
        comment('active', 1, at),
        comment('hidden', 2, at),
      ] as never)
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('comments')
      .select(['status', 'flag_count', 'review_requested_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { status: 'active', flag_count: 0, review_requested_at: null },
      { status: 'flagged', flag_count: 1, review_requested_at: '2026-01-02T08:00:00.000Z' },
      { status: 'active', flag_count: 1, review_requested_at: null },
      { status: 'hidden', flag_count: 2, review_requested_at: null },
    ]);
    expect(await db.selectFrom('comment_flags').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('moderation_log').selectAll().execute()).toEqual([]);
  } finally {
    await db.destroy();
  }
});
