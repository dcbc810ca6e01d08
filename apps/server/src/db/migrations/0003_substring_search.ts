import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Search matches the text anywhere inside the searchable texts (SPEC §5), not
// word prefixes: SQLite moves from a unicode61 FTS5 table to a trigram one,
// PostgreSQL from a tsvector to a folded text column with a pg_trgm index.
// Existing ideas are indexed again.

// A migration imports no app code: it must keep doing what it did when it was
// written, whatever the app's search text becomes later. This is a frozen copy
// of db/search-text.ts's postgresSearchText as of this migration.
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

function postgresSearchText(idea: {
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: readonly string[];
}): string {
  return foldText(
    [idea.title, idea.challenge, idea.approach, idea.impact, idea.fields.join('\n')].join('\n'),
  );
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table ideas_text using fts5(title, challenge, approach, impact, fields, tokenize = 'trigram remove_diacritics 1')`.execute(
      db,
    );
    await sql`insert into ideas_text (rowid, title, challenge, approach, impact, fields)
      select ideas.id, ideas.title, ideas.challenge, ideas.approach, ideas.impact,
        coalesce((select group_concat(field, char(10)) from idea_fields where idea_fields.idea_id = ideas.id), '')
      from ideas`.execute(db);
    await sql`drop table if exists ideas_fts`.execute(db);
    return;
  }
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table ideas add column search_text text not null default ''`.execute(db);
  const ideas = (await db
    .selectFrom('ideas')
    .select(['id', 'title', 'challenge', 'approach', 'impact'])
    .execute()) as {
    id: number;
    title: string;
    challenge: string;
    approach: string;
    impact: string;
  }[];
  const fields = (await db.selectFrom('idea_fields').select(['idea_id', 'field']).execute()) as {
    idea_id: number;
    field: string;
  }[];
  const fieldsOf = new Map<number, string[]>();
  for (const row of fields)
    fieldsOf.set(row.idea_id, [...(fieldsOf.get(row.idea_id) ?? []), row.field]);
  for (const idea of ideas) {
    await db
      .updateTable('ideas')
      .set({ search_text: postgresSearchText({ ...idea, fields: fieldsOf.get(idea.id) ?? [] }) })
      .where('id', '=', idea.id)
      .execute();
  }
  await sql`create index ideas_search_text on ideas using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index if exists ideas_search`.execute(db);
  await sql`alter table ideas drop column if exists search`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop table if exists ideas_text`.execute(db);
    await sql`create virtual table ideas_fts using fts5(title, challenge, approach, impact, fields, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`insert into ideas_fts (rowid, title, challenge, approach, impact, fields)
      select ideas.id, ideas.title, ideas.challenge, ideas.approach, ideas.impact,
        coalesce((select group_concat(field, ', ') from idea_fields where idea_fields.idea_id = ideas.id), '')
      from ideas`.execute(db);
    return;
  }
  await sql`drop index if exists ideas_search_text`.execute(db);
  await sql`alter table ideas drop column if exists search_text`.execute(db);
  await sql`alter table ideas add column search tsvector`.execute(db);
  await sql`update ideas set search = to_tsvector('simple', title || ' ' || challenge || ' ' || approach || ' ' || impact)`.execute(
    db,
  );
  await sql`create index ideas_search on ideas using gin (search)`.execute(db);
}
