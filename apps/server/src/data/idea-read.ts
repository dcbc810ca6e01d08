import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import { compiledOnce } from '../db/compiled-once.js';
import type { DB, Dialect } from '../db/database.js';
import type { CitationRow, IdeaRow } from '../db/schema.js';
import { fieldsFromList, type RatingPart } from './idea-parts.js';
import { selectIdeas } from './ideas.js';

/** One idea's row with its fields, ratings and citations. */
export interface IdeaWithParts {
  row: IdeaRow;
  fields: string[];
  ratings: RatingPart[];
  citations: Omit<CitationRow, 'idea_id'>[];
}

/** SQLite's JSON functions answer text; PostgreSQL's driver parses json already. */
export function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * An idea with its fields, ratings (oldest first) and citations (in order) in
 * ONE query: its fields from the row's JSON copy (`field_list`), its ratings
 * and citations as JSON arrays from correlated subqueries (Kysely's
 * `jsonArrayFrom` for each dialect), not as three more round trips.
 * Undefined when there is no such idea.
 */
export async function findIdeaWithParts(
  db: DB,
  dialect: Dialect,
  id: number,
): Promise<IdeaWithParts | undefined> {
  const [found] = (await ideaWithParts(db, dialect, id)).rows;
  if (!found) return undefined;
  const { field_list, ratings, citations, ...row } = found;
  return {
    row,
    fields: fieldsFromList(field_list),
    ratings: parsed(ratings),
    citations: parsed(citations),
  };
}

const ideaWithParts = compiledOnce((db, dialect, id) => {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArray : sqliteJsonArray;
  return selectIdeas(db)
    .select((eb) => [
      // The fields from the row's copy of them, as the cards read them (migration 0022).
      'ideas.field_list',
      jsonArrayFrom(
        eb
          .selectFrom('ratings')
          .select(['ratings.user_id as userId', 'ratings.relevance', 'ratings.difficulty'])
          .whereRef('ratings.idea_id', '=', 'ideas.id')
          .orderBy('ratings.created_at')
          .orderBy('ratings.user_id'),
      ).as('ratings'),
      jsonArrayFrom(
        eb
          .selectFrom('citations')
          .select([
            'citations.position',
            'citations.internal_idea_id',
            'citations.authors',
            'citations.title',
            'citations.year',
            'citations.doi',
            'citations.url',
            'citations.journal',
            'citations.publisher',
          ])
          .whereRef('citations.idea_id', '=', 'ideas.id')
          .orderBy('citations.position'),
      ).as('citations'),
    ])
    .where('ideas.id', '=', id);
});
