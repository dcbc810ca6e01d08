import { ideaInput } from '@thisoneforfree/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { versionContent } from '../../src/data/idea-versions.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.js';
import { useScratchDatabase } from '../test-database.js';

// Migration 0011: every idea of an older database becomes its version 1, in
// exactly the form an edit compares against (so re-saving an untouched idea
// after the upgrade makes no version 2).

const database = useScratchDatabase('versions-migration');

test('existing ideas become version 1, saved when they were created', async () => {
  const { db } = openDatabase(database.url());
  try {
    await migrateTo(db, '0010_comment_edit_times');
    const { id: userId } = await db
      .insertInto('users')
      .values({
        username: 'before',
        email: 'before@example.org',
        password_hash: 'not-a-hash',
        name: 'Before Upgrade',
        institution: 'Old Lab',
        orcid_id: '',
        is_admin: 0,
        email_verified: 1,
        citation_format: 'apa',
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Rows as the schema before 0011 held them (no version columns yet).
    const insertOld = async (title: string, createdAt: string) => {
      const { rows } = await sql<{ id: number }>`insert into ideas
          (user_id, title, challenge, approach, impact, created_at)
        values (${userId}, ${title}, 'C', 'A', 'I', ${createdAt}) returning id`.execute(db);
      return rows[0]!.id;
    };
    const first = await insertOld('First', '2024-02-01T10:00:00.000Z');
    const second = await insertOld('Second', '2024-03-01T10:00:00.000Z');
    await db
      .insertInto('idea_fields')
      .values([
        { idea_id: second, field: 'Medicine' },
        { idea_id: second, field: 'Biology' },
        { idea_id: first, field: 'Physics' },
      ])
      .execute();
    const empty = {
      internal_idea_id: null,
      authors: null,
      title: null,
      year: null,
      doi: null,
      url: null,
      journal: null,
      publisher: null,
    };
    await db
      .insertInto('citations')
      .values([
        { ...empty, idea_id: second, position: 0, internal_idea_id: first },
        {
          ...empty,
          idea_id: second,
          position: 1,
          authors: 'Hopper, Grace',
          title: 'A compiler',
          year: 1959,
          journal: 'ACM',
        },
      ])
      .execute();

    await migrateToLatest(db);

    const ideas = await db
      .selectFrom('ideas')
      .select(['id', 'version', 'updated_at', 'created_at', 'withdrawn_at', 'withdrawn_by'])
      .orderBy('id')
      .execute();
    expect(ideas).toEqual([
      {
        id: first,
        version: 1,
        updated_at: '2024-02-01T10:00:00.000Z',
        created_at: '2024-02-01T10:00:00.000Z',
        withdrawn_at: null,
        withdrawn_by: null,
      },
      {
        id: second,
        version: 1,
        updated_at: '2024-03-01T10:00:00.000Z',
        created_at: '2024-03-01T10:00:00.000Z',
        withdrawn_at: null,
        withdrawn_by: null,
      },
    ]);
    const versions = await db.selectFrom('idea_versions').selectAll().orderBy('idea_id').execute();
    const resaved = ideaInput.parse({
      title: 'Second',
      challenge: 'C',
      approach: 'A',
      impact: 'I',
      fields: ['Biology', 'Medicine'],
      citations: [
        { type: 'internal', internalId: first },
        {
          type: 'external',
          externalData: {
            authors: 'Hopper, Grace',
            title: 'A compiler',
            year: 1959,
            journal: 'ACM',
          },
        },
      ],
    });
    expect(versions).toEqual([
      {
        idea_id: first,
        version: 1,
        title: 'First',
        challenge: 'C',
        approach: 'A',
        impact: 'I',
        fields: '["Physics"]',
        citations: '[]',
        created_at: '2024-02-01T10:00:00.000Z',
        edited_by: userId,
      },
      {
        idea_id: second,
        version: 1,
        ...versionContent(resaved),
        created_at: '2024-03-01T10:00:00.000Z',
        edited_by: userId,
      },
    ]);
  } finally {
    await db.destroy();
  }
});
