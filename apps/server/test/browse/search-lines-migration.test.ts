import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { isPostgresUrl, openDatabase } from '../../src/db/database.js';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.js';
import { useScratchDatabase } from '../test-database.js';

// Migration 0013 (PostgreSQL only): a text's own line breaks no longer shift
// the lines of `ideas.search_text`, so the n-th line is the n-th text, which
// the Best match sort ranks by. Ideas without a line break keep their text.

const database = useScratchDatabase('search-lines');

test.skipIf(!isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))(
  'an upgraded PostgreSQL database keeps one text per line of search_text',
  async () => {
    const { db } = openDatabase(database.url());
    try {
      await migrateTo(db, '0012_account_recovery');
      const at = '2026-01-01T10:00:00.000Z';
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
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const insert = async (title: string, challenge: string, oldText: string) => {
        const { id } = await db
          .insertInto('ideas')
          .values({
            user_id: userId,
            title,
            challenge,
            approach: 'Approach',
            impact: 'Impact',
            created_at: at,
            search_text: oldText,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('idea_fields').values({ idea_id: id, field: 'Physics' }).execute();
        return id;
      };
      // As 0003 and the app before 0013 wrote them.
      const broken = await insert(
        'Two lines\nOf Title',
        'Para one.\n\nPara Two.',
        'two lines\nof title\npara one.\n\npara two.\napproach\nimpact\nphysics',
      );
      const plain = await insert(
        'Schrödinger',
        'One line.',
        'schrodinger\none line.\napproach\nimpact\nphysics',
      );

      await migrateToLatest(db);

      const lines = async (id: number) => {
        const { rows } = await sql<{ text: string }>`select search_text as text from ideas
          where id = ${id}`.execute(db);
        return rows[0]!.text.split('\n');
      };
      expect(await lines(broken)).toEqual([
        'two lines\u001fof title',
        'para one.\u001f\u001fpara two.',
        'approach',
        'impact',
        'physics',
      ]);
      expect(await lines(plain)).toEqual([
        'schrodinger',
        'one line.',
        'approach',
        'impact',
        'physics',
      ]);
    } finally {
      await db.destroy();
    }
  },
);
