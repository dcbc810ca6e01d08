import { type Kysely, sql, SqliteAdapter } from 'kysely';

// The Best match sort (issue 15) ranks a search's matches by where they
// match: title first, then challenge, then the rest. On PostgreSQL the texts
// are lines of `ideas.search_text` (0003), so a line break inside a text (a
// challenge's paragraphs, a title sent with one) would shift every line after
// it. Such control characters now become U+001F, which no search contains
// (searches lose their control characters), so matching is unchanged and
// `split_part(search_text, E'\n', n)` is exactly the n-th text. SQLite's FTS5
// table keeps the texts in columns already: nothing to do there.

// A migration imports no app code (see 0003): a frozen copy of
// db/search-text.ts's postgresSearchText as of this migration.
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function searchLines(idea: IdeaTexts, fields: readonly string[]): string {
  return [idea.title, idea.challenge, idea.approach, idea.impact]
    .map((text) => foldText(text.replace(CONTROL_CHARACTERS, '\u001f')))
    .concat(foldText(fields.join('\n')))
    .join('\n');
}

interface IdeaTexts {
  id: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
}

const BATCH = 500;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  // Only live ideas are indexed (a withdrawn one's search_text is empty), and
  // only texts with a control character change.
  const hasControl = sql.raw(`~ '[\\x01-\\x1f\\x7f]'`);
  for (let after = 0; ;) {
    const ideas = (await db
      .selectFrom('ideas')
      .select(['id', 'title', 'challenge', 'approach', 'impact'])
      .where('withdrawn_at', 'is', null)
      .where('id', '>', after)
      .where((eb) =>
        eb.or(
          ['title', 'challenge', 'approach', 'impact'].map(
            (column) => sql<boolean>`${sql.ref(column)} ${hasControl}`,
          ),
        ),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute()) as IdeaTexts[];
    if (ideas.length === 0) return;
    const fields = (await db
      .selectFrom('idea_fields')
      .select(['idea_id', 'field'])
      .where(
        'idea_id',
        'in',
        ideas.map((idea) => idea.id),
      )
      .orderBy('idea_id')
      .orderBy('field')
      .execute()) as { idea_id: number; field: string }[];
    const fieldsOf = new Map<number, string[]>();
    for (const row of fields)
      fieldsOf.set(row.idea_id, [...(fieldsOf.get(row.idea_id) ?? []), row.field]);
    const rows = ideas.map(
      (idea) => sql`(${idea.id}::integer, ${searchLines(idea, fieldsOf.get(idea.id) ?? [])})`,
    );
    await sql`update ideas set search_text = lines.text
      from (values ${sql.join(rows)}) as lines (id, text) where ideas.id = lines.id`.execute(db);
    after = ideas.at(-1)!.id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  // The texts' own line breaks come back; the lines of other ideas are unchanged.
  const ideas = (await db
    .selectFrom('ideas')
    .select(['id', 'title', 'challenge', 'approach', 'impact'])
    .where('withdrawn_at', 'is', null)
    .where('search_text', 'like', '%\u001f%')
    .execute()) as IdeaTexts[];
  for (const idea of ideas) {
    const fields = (await db
      .selectFrom('idea_fields')
      .select('field')
      .where('idea_id', '=', idea.id)
      .orderBy('field')
      .execute()) as { field: string }[];
    const text = foldText(
      [
        idea.title,
        idea.challenge,
        idea.approach,
        idea.impact,
        fields.map((row) => row.field).join('\n'),
      ].join('\n'),
    );
    await db.updateTable('ideas').set({ search_text: text }).where('id', '=', idea.id).execute();
  }
}
