import { expect, test } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.js';
import { useScratchDatabase } from '../test-database.js';

// Migration 0010: before it, flags and moderation stamped updated_at and no
// text was ever edited, so after it every comment's updated_at is its
// created_at, and the app does not show a moderated comment as "edited".

const database = useScratchDatabase('edit-times');

test('an upgraded database dates every comment’s text from its creation', async () => {
  const { db } = openDatabase(database.url());
  try {
    await migrateTo(db, '0008_comment_client_keys');
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
    // Only the columns of 0001: the claim counts do not exist yet.
    const { id: ideaId } = await db
      .insertInto('ideas')
      .values({
        user_id: userId,
        title: 'T',
        challenge: 'C',
        approach: 'A',
        impact: 'I',
        created_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = (status: string, updatedAt: string) => ({
      idea_id: ideaId,
      user_id: userId,
      parent_id: null,
      content: status,
      status,
      flag_count: status === 'active' ? 0 : 1,
      created_at: at,
      updated_at: updatedAt,
      client_key: null,
    });
    await db
      .insertInto('comments')
      .values([
        comment('active', at),
        comment('flagged', '2026-01-02T08:00:00.000Z'),
        comment('hidden', '2026-01-03T08:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('comments').select(['created_at', 'updated_at']).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.updated_at).toBe(row.created_at);
    const idea = await db
      .selectFrom('ideas')
      .select(['pursuing_count', 'published_count'])
      .where('id', '=', ideaId)
      .executeTakeFirstOrThrow();
    expect(idea).toEqual({ pursuing_count: 0, published_count: 0 });
  } finally {
    await db.destroy();
  }
});
