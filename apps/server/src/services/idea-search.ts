import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Full-text search over an idea's title, challenge, approach, impact and field
 * names: SQLite FTS5 (`ideas_fts`, rowid = idea id) or a PostgreSQL tsvector
 * column (`ideas.search`), both created by migration 0001.
 */

/** At most this many words of a search are used; more only slow the query down. */
const MAX_TERMS = 12;

export interface SearchableIdea {
  id: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: readonly string[];
}

/** Indexes a new idea's text; runs in the transaction that inserts the idea. */
export async function indexIdeaText(
  trx: Transaction<Database>,
  dialect: Dialect,
  idea: SearchableIdea,
): Promise<void> {
  const fields = idea.fields.join(', ');
  if (dialect === 'sqlite') {
    await sql`insert into ideas_fts (rowid, title, challenge, approach, impact, fields)
      values (${idea.id}, ${idea.title}, ${idea.challenge}, ${idea.approach}, ${idea.impact}, ${fields})`.execute(
      trx,
    );
  } else {
    // PostgreSQL's parser would keep "input/output" or "example.com" as one
    // token and keep accents; FTS5's unicode61 splits on every non-word
    // character and drops diacritics. Hand it the words FTS5 would see.
    const text = foldedWords(
      [idea.title, idea.challenge, idea.approach, idea.impact, fields].join(' '),
    ).join(' ');
    await sql`update ideas set search = to_tsvector('simple', ${text}) where id = ${idea.id}`.execute(
      trx,
    );
  }
}

/**
 * Lower-cased words, Latin letters without their diacritics ("Schrödinger" ->
 * "schrodinger"), split on everything but letters, digits and marks: what
 * FTS5's `unicode61 remove_diacritics 2` tokenizer makes of a text (it keeps
 * the accents of Greek or Cyrillic, and the vowel signs of Devanagari).
 */
export function foldedWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/**
 * The words of a search box, lower-cased. Only letters and digits survive, so
 * quotes, stars, parentheses, `NEAR`, `-` or `:` can never reach the query
 * parser as syntax: "C++ (quantum)" searches for `c` and `quantum`.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Ideas matching every term as a word prefix ("quant" finds "quantum"), in
 * any of the searchable texts. Terms are bound parameters or quoted FTS5
 * strings made only of letters and digits.
 */
export function matchesSearch(dialect: Dialect, terms: readonly string[]): Expression<SqlBool> {
  if (dialect === 'sqlite') {
    const query = terms.map((term) => `"${term}"*`).join(' AND ');
    return sql<SqlBool>`ideas.id in (select rowid from ideas_fts where ideas_fts match ${query})`;
  }
  const folded = [...new Set(terms.flatMap(foldedWords))];
  const query = folded.map((term) => `${term}:*`).join(' & ');
  return sql<SqlBool>`ideas.search @@ to_tsquery('simple', ${query})`;
}
