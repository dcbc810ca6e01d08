import { type Kysely, sql } from 'kysely';

// Ideas that live (issue 12): an idea may be edited, each save a new
// immutable version 1, 2, 3..., and withdrawn by its author or an admin.
//
// - idea_versions: every version's text, fields and citations (JSON text in
//   the API's Citation shape), when it was saved and by whom. The `ideas` row
//   keeps the latest version's text, so browse, search, cards and similar
//   ideas read it as before; ratings, comments and favorites stay on the idea.
// - ideas.version / updated_at: the latest version and when it was saved.
// - ideas.withdrawn_at / withdrawn_by ('author' or 'moderator'): a withdrawn
//   idea leaves every list but keeps its row and its page (a tombstone).
//
// Every existing idea becomes its version 1, saved when it was created.

// Frozen copies (a migration imports no app code): the 14 fields in the order
// the product lists them, which is the order a version's fields are stored in.
const FIELD_ORDER = [
  'Computer Science',
  'Physics',
  'Mathematics',
  'Biology',
  'Chemistry',
  'Psychology',
  'Sociology',
  'Economics',
  'Philosophy',
  'Literature',
  'History',
  'Engineering',
  'Medicine',
  'Environmental Science',
];

function sortFields(fields: string[]): string[] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index < 0 ? FIELD_ORDER.length : index;
  };
  return fields.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

interface CitationRow {
  idea_id: number;
  position: number;
  internal_idea_id: number | null;
  authors: string | null;
  title: string | null;
  year: number | null;
  doi: string | null;
  url: string | null;
  journal: string | null;
  publisher: string | null;
}

/** A citation row as the API's Citation (keys in this order), or null for an empty one. */
function citationJson(row: CitationRow): unknown {
  if (row.authors !== null && row.title !== null && row.year !== null) {
    const data: Record<string, string | number> = {
      authors: row.authors,
      title: row.title,
      year: Number(row.year),
    };
    for (const key of ['doi', 'url', 'journal', 'publisher'] as const) {
      const value = row[key];
      if (value !== null) data[key] = value;
    }
    return { type: 'external', externalData: data };
  }
  if (row.internal_idea_id !== null)
    return { type: 'internal', internalId: Number(row.internal_idea_id) };
  return null;
}

const CHUNK = 500;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ideas')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('ideas')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('ideas').addColumn('withdrawn_at', 'text').execute();
  await db.schema.alterTable('ideas').addColumn('withdrawn_by', 'text').execute();
  await sql`update ideas set updated_at = created_at`.execute(db);

  await db.schema
    .createTable('idea_versions')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('approach', 'text', (c) => c.notNull())
    .addColumn('impact', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('citations', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('idea_versions_pk', ['idea_id', 'version'])
    .execute();

  for (let after = 0; ;) {
    const ideas = (await db
      .selectFrom('ideas')
      .select(['id', 'user_id', 'title', 'challenge', 'approach', 'impact', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute()) as {
      id: number;
      user_id: number;
      title: string;
      challenge: string;
      approach: string;
      impact: string;
      created_at: string;
    }[];
    if (ideas.length === 0) break;
    const ids = ideas.map((idea) => idea.id);
    const fieldRows = (await db
      .selectFrom('idea_fields')
      .select(['idea_id', 'field'])
      .where('idea_id', 'in', ids)
      .execute()) as { idea_id: number; field: string }[];
    const citationRows = (await db
      .selectFrom('citations')
      .selectAll()
      .where('idea_id', 'in', ids)
      .orderBy('idea_id')
      .orderBy('position')
      .execute()) as CitationRow[];
    const fieldsOf = new Map<number, string[]>();
    for (const row of fieldRows)
      fieldsOf.set(row.idea_id, [...(fieldsOf.get(row.idea_id) ?? []), row.field]);
    const citationsOf = new Map<number, unknown[]>();
    for (const row of citationRows) {
      const citation = citationJson(row);
      if (citation !== null)
        citationsOf.set(row.idea_id, [...(citationsOf.get(row.idea_id) ?? []), citation]);
    }
    await db
      .insertInto('idea_versions')
      .values(
        ideas.map((idea) => ({
          idea_id: idea.id,
          version: 1,
          title: idea.title,
          challenge: idea.challenge,
          approach: idea.approach,
          impact: idea.impact,
          fields: JSON.stringify(sortFields(fieldsOf.get(idea.id) ?? [])),
          citations: JSON.stringify(citationsOf.get(idea.id) ?? []),
          created_at: idea.created_at,
          edited_by: idea.user_id,
        })),
      )
      .execute();
    after = ideas[ideas.length - 1]!.id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idea_versions').execute();
  for (const column of ['withdrawn_by', 'withdrawn_at', 'updated_at', 'version']) {
    await db.schema.alterTable('ideas').dropColumn(column).execute();
  }
}
