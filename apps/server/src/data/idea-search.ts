import { type Expression, type SqlBool, sql } from 'kysely';
import type { DB, Dialect } from '../db/database.js';
import { foldText } from '@thisoneforfree/contracts';
import { postgresSearchText, searchableTexts, type SearchableTexts } from '../db/search-text.js';
import { bumpSearchRevision } from './search-matches.js';

/**
 * Browse search as SPEC §5 defines it: the search text matches, ignoring
 * case, anywhere inside an idea's title, challenge, approach, impact or one
 * of its field names ("uantum" finds "Quantum", "C++" finds only "C++").
 * Latin accents are ignored too ("schrodinger" finds "Schrödinger").
 *
 * The index lives in the database (migration 0003): on SQLite an FTS5 table
 * with the trigram tokenizer (`ideas_text`, rowid = idea id), on PostgreSQL a
 * folded copy of the text (`ideas.search_text`) with a pg_trgm GIN index.
 * Both answer substring queries from the index for three characters or more.
 */

export interface SearchableIdea extends SearchableTexts {
  id: number;
}

/** Indexes an idea's text; runs in the transaction that inserts (insertIdea) or edits the idea. */
export async function indexIdeaText(
  trx: DB,
  dialect: Dialect,
  idea: SearchableIdea,
): Promise<void> {
  if (dialect === 'sqlite') {
    const [title, challenge, approach, impact, fields] = searchableTexts(idea);
    await sql`insert into ideas_text (rowid, title, challenge, approach, impact, fields)
      values (${idea.id}, ${title}, ${challenge}, ${approach}, ${impact}, ${fields})`.execute(trx);
    await bumpSearchRevision(trx);
  } else {
    await sql`update ideas set search_text = ${postgresSearchText(idea)} where id = ${idea.id}`.execute(
      trx,
    );
  }
}

/** Indexes an edited idea's new text in place of its old; runs in the edit's transaction. */
export async function reindexIdeaText(
  trx: DB,
  dialect: Dialect,
  idea: SearchableIdea,
): Promise<void> {
  if (dialect === 'sqlite') await sql`delete from ideas_text where rowid = ${idea.id}`.execute(trx);
  await indexIdeaText(trx, dialect, idea);
}

/**
 * Takes a withdrawn idea's text out of the index, so no search finds it
 * (browse also leaves withdrawn ideas out; this keeps the index's match
 * counts, which choose the search plan, about ideas that can be shown).
 */
export async function unindexIdeaText(trx: DB, dialect: Dialect, id: number): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`delete from ideas_text where rowid = ${id}`.execute(trx);
    await bumpSearchRevision(trx);
  } else await sql`update ideas set search_text = '' where id = ${id}`.execute(trx);
}

/** `text` as a LIKE pattern matching it anywhere, with `\` as the escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `text` as an FTS5 string: quotes doubled, nothing else is syntax inside it.
 * With the trigram tokenizer it matches the text as a substring of one column.
 */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Searches that match more ideas than this are filtered while the database
 * walks the sort's index (it stops after a page); fewer are looked up by id
 * and sorted, which is cheaper than walking the index for a handful.
 */
export const FEW_MATCHES = 500;

/** A text of the index a search can be narrowed to (the Best match ranks: idea-search-rank.ts). */
export type SearchColumn = 'title' | 'challenge';

/** The line of PostgreSQL's `search_text` (migration 0013) and the FTS5 column of each. */
const COLUMN_LINE: Record<SearchColumn, number> = { title: 1, challenge: 2 };

/** How `searchCondition` builds its condition. */
export interface SearchPlan {
  /** Tests lower it to try both plans on a few ideas. */
  fewMatches?: number | undefined;
  /** Match in this text only (the Best match ranks). */
  column?: SearchColumn | undefined;
  /**
   * For many matches on SQLite: true (a page) walks the sort's index and
   * checks each idea against the matches; false (a count) looks the matches
   * up by id, which reads no idea that does not match.
   */
  walk?: boolean | undefined;
}

/**
 * The search filter as one SQL condition: the text anywhere in the idea, or,
 * given a `column`, in that text of it. On SQLite, with three characters or
 * more, the trigram index is asked first for up to `FEW_MATCHES` + 1 ids:
 * - a few: the condition is those ids;
 * - many ("the" matches nearly every idea): `+ideas.id in (...)`, where the
 *   unary plus keeps SQLite from looking every match up by id and sorting
 *   them all; it walks the sort column's index instead, checks each id
 *   against the matches (a Bloom filter, then a lookup) and stops after the
 *   page. Both plans give the same rows.
 * On PostgreSQL a column's condition reads its line of `search_text`; it is
 * always combined with the whole text's condition, which the index answers.
 */
export async function searchCondition(
  db: DB,
  dialect: Dialect,
  text: string,
  { fewMatches = FEW_MATCHES, column, walk = true }: SearchPlan = {},
): Promise<Expression<SqlBool>> {
  const pattern = containsPattern(foldText(text));
  if (dialect === 'postgres') {
    if (column) {
      return sql<SqlBool>`split_part(ideas.search_text, E'\\n', ${sql.lit(COLUMN_LINE[column])}) like ${pattern} escape '\\'`;
    }
    return sql<SqlBool>`ideas.search_text like ${pattern} escape '\\'`;
  }
  if ([...text].length >= 3) {
    // An FTS5 column filter (`title : "..."`) narrows the phrase to that column.
    const query = column ? `${column} : ${ftsPhrase(text)}` : ftsPhrase(text);
    const { rows } = await sql<{ id: number }>`select rowid as id from ideas_text
      where ideas_text match ${query} limit ${fewMatches + 1}`.execute(db);
    if (rows.length === 0) return sql<SqlBool>`0 = 1`;
    if (rows.length <= fewMatches) {
      return sql<SqlBool>`ideas.id in (${sql.join(rows.map((row) => row.id))})`;
    }
    return walk
      ? sql<SqlBool>`+ideas.id in (select rowid from ideas_text where ideas_text match ${query})`
      : sql<SqlBool>`ideas.id in (select rowid from ideas_text where ideas_text match ${query})`;
  }
  // Trigrams need three characters; shorter searches scan the same table with LIKE,
  // on the text folded as the trigram index folds it (fold_text: db/database.ts).
  const like = (name: string) => sql`fold_text(${sql.ref(name)}) like ${pattern} escape '\\'`;
  const columns = column ? [column] : ['title', 'challenge', 'approach', 'impact', 'fields'];
  return sql<SqlBool>`ideas.id in (select rowid from ideas_text where ${sql.join(
    columns.map(like),
    sql` or `,
  )})`;
}

/**
 * One step of merging the SQLite trigram index's segments, in a transaction
 * of its own (migration 0019 took merging out of the commits that write the
 * index): up to `pages` pages written, and only where one level holds four
 * segments or more (FTS5's 'usermerge') or a merge is under way. Answers
 * whether there was anything to merge (FTS5 then changes two rows or more).
 */
export async function mergeSearchIndexStep(db: DB, pages: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await totalChanges(trx);
    await sql`insert into ideas_text (ideas_text, rank) values ('merge', ${sql.lit(pages)})`.execute(
      trx,
    );
    return (await totalChanges(trx)) - before >= 2;
  });
}

async function totalChanges(db: DB): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return rows[0]?.changes ?? 0;
}
