import { compiledOncePerLength } from '../db/compiled-once.js';
import type { DB, Dialect } from '../db/database.js';
import type { IdeaRow } from '../db/schema.js';
import { fieldsFromList } from './idea-parts.js';
import { CARD_COLUMNS } from './ideas.js';

/**
 * Ideas as their cards show them (SPEC §5: title, challenge, fields, author,
 * stats), each card in one row: its fields from the row's copy of them
 * (`field_list`, a JSON array: migration 0022) and its author's name from a
 * join. A browse page or a similar-ideas list is then one query, not rows and
 * then fields and authors (three round trips), nor a subquery per card, and
 * the idea's other texts (approach, impact: most of its bytes) are never read.
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

/** What a card query's row holds besides the card's columns. */
export interface CardExtras {
  /** The idea's fields as a JSON array of names (`ideas.field_list`, migration 0022). */
  field_list: string;
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
    fields: fieldsFromList(raw.field_list),
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
const cardRowsOf = compiledOncePerLength((db, _dialect, ids) =>
  db
    .selectFrom('ideas')
    .leftJoin('users', 'users.id', 'ideas.user_id')
    .select([...CARD_COLUMNS, 'ideas.field_list', 'users.username as author_username'])
    .where('ideas.id', 'in', ids),
);
