import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import { compiledOncePerLength } from '../db/compiled-once.js';
import type { DB, Dialect } from '../db/database.js';
import type { Database, IdeaRow } from '../db/schema.js';
import { sortFields } from './idea-parts.js';
import { CARD_COLUMNS } from './ideas.js';
import { parsed } from './idea-read.js';

/**
 * Ideas as their cards show them (SPEC §5: title, challenge, fields, author,
 * stats), each card in one row: its fields as a JSON array from a correlated
 * subquery and its author's name from a join. A browse page or a similar-ideas
 * list is then one query, not rows and then fields and authors (three round
 * trips), and the idea's other texts (approach, impact: most of its bytes)
 * are never read.
 */

/** A card's row: CARD_COLUMNS without their table. */
export type CardRow = Pick<
  IdeaRow,
  (typeof CARD_COLUMNS)[number] extends `ideas.${infer Column}` ? Column : never
>;

/** A card's row with its fields (in SPEC order) and author (null once the account is gone). */
export interface CardParts {
  row: CardRow;
  fields: string[];
  author: { id: number; username: string } | null;
}

/**
 * The card's fields as one JSON array column, for a query that has `ideas`
 * (and `users`, left-joined on the author, for `author_username`) in scope.
 */
export function cardFieldsJson(eb: ExpressionBuilder<Database, 'ideas'>, dialect: Dialect) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArray : sqliteJsonArray;
  return jsonArrayFrom(
    eb
      .selectFrom('idea_fields')
      .select('idea_fields.field')
      .whereRef('idea_fields.idea_id', '=', 'ideas.id'),
  ).as('fields');
}

/** What a card query's row holds besides the card's columns. */
export interface CardExtras {
  fields: { field: string }[] | string;
  author_username: string | null;
}

/**
 * A card query's row as its parts. The row is the query's row as it is, its
 * extra columns included (toIdeaCard names each field it keeps): a rest
 * copy without them cost ~0.7 us a card.
 */
export function toCardParts(raw: CardRow & CardExtras): CardParts {
  const username = raw.author_username;
  return {
    row: raw,
    fields: sortFields(parsed(raw.fields).map((entry) => entry.field)),
    author: username === null ? null : { id: raw.user_id, username },
  };
}

/** Cards of at most this many ideas per query (a browse page holds up to 60). */
const CARDS_PER_QUERY = 100;

/** The cards' parts of `ids`, in the order of `ids`; missing ids are skipped. */
export async function cardsInOrder(
  db: DB,
  dialect: Dialect,
  ids: readonly number[],
): Promise<CardParts[]> {
  const unique = [...new Set(ids)];
  const byId = new Map<number, CardParts>();
  for (let start = 0; start < unique.length; start += CARDS_PER_QUERY) {
    const { rows } = await cardRowsOf(db, dialect, unique.slice(start, start + CARDS_PER_QUERY));
    for (const raw of rows) byId.set(raw.id, toCardParts(raw));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Compiled once per number of ids: a page of 24 is the same SQL text every
// time, a named prepared statement on PostgreSQL (db/named-statements.ts).
const cardRowsOf = compiledOncePerLength((db, dialect, ids) =>
  db
    .selectFrom('ideas')
    .leftJoin('users', 'users.id', 'ideas.user_id')
    .select((eb) => [
      ...CARD_COLUMNS,
      'users.username as author_username',
      cardFieldsJson(eb, dialect),
    ])
    .where('ideas.id', 'in', ids),
);
