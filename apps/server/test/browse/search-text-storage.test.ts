import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { type DB, isPostgresUrl, openDatabase } from '../../src/db/database.js';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.js';
import { useScratchDatabase } from '../test-database.js';

// Migration 0020 (PostgreSQL only): `ideas.search_text`, which a search tests
// row by row, is stored uncompressed wherever the row fits; the values
// PostgreSQL had compressed before are written again, unchanged.

const database = useScratchDatabase('search-text-storage');

const SENTENCE = 'Meltwater from glaciers carries algae and dust that darken the ice surface. ';

/** Long texts, as a detailed idea has: its row is over PostgreSQL's 2 KB threshold. */
function longText(part: string): string {
  return `${part}: ${SENTENCE.repeat(5)}`;
}

async function insertIdea(db: DB, userId: number, title: string): Promise<number> {
  const [challenge, approach, impact] = ['challenge', 'approach', 'impact'].map(longText);
  const { id } = await db
    .insertInto('ideas')
    .values({
      user_id: userId,
      title,
      challenge: challenge!,
      approach: approach!,
      impact: impact!,
      created_at: '2026-01-01T10:00:00.000Z',
      search_text: [title, challenge, approach, impact, 'physics'].join('\n').toLowerCase(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether PostgreSQL holds the idea's search_text compressed, and the text. */
async function searchTextOf(db: DB, id: number) {
  const { rows } = await sql<{ compressed: boolean; text: string }>`
    select pg_column_size(search_text) < octet_length(search_text) as compressed,
      search_text as text
    from ideas where id = ${id}`.execute(db);
  return rows[0]!;
}

test.skipIf(!isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))(
  'an upgraded PostgreSQL database holds every search text uncompressed, unchanged',
  async () => {
    const { db } = openDatabase(database.url());
    try {
      await migrateTo(db, '0019_search_index_merges');
      const { id: userId } = await db
        .insertInto('users')
        .values({
          username: 'writer',
          email: 'writer@example.org',
          password_hash: 'not-a-real-hash',
          name: 'Writer',
          institution: 'Somewhere',
          orcid_id: '',
          is_admin: 0,
          email_verified: 1,
          citation_format: 'apa',
          created_at: '2026-01-01T10:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await insertIdea(db, userId, 'Dark glaciers');
      const old = await searchTextOf(db, before);
      // What the migration is for: PostgreSQL compressed this search text.
      expect(old.compressed).toBe(true);

      await migrateToLatest(db);

      expect(await searchTextOf(db, before)).toEqual({ compressed: false, text: old.text });
      const after = await insertIdea(db, userId, 'Bright glaciers');
      expect((await searchTextOf(db, after)).compressed).toBe(false);
      const { rows } = await sql<{ id: number }>`select id from ideas
        where search_text like ${'%darken the ice%'} order by id`.execute(db);
      expect(rows.map((row) => row.id)).toEqual([before, after]);
    } finally {
      await db.destroy();
    }
  },
);
