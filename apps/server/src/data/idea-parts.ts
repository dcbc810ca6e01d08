import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import type { DB } from '../db/database.js';
import type { CitationRow } from '../db/schema.js';

/**
 * The rows that hang off ideas (fields, ratings, citations, authors), loaded
 * for a page of ideas in a fixed number of queries, never one per idea.
 */

/** Ids to load, or every row (GET /api/ideas), which needs no `in (...)` list. */
export type IdScope = readonly number[] | 'all';

/** Bound parameters per `in (...)` list, well under every driver's limit. */
const CHUNK = 500;

export async function byChunks<T>(
  scope: IdScope,
  load: (ids: readonly number[] | null) => Promise<T[]>,
): Promise<T[]> {
  if (scope === 'all') return load(null);
  const unique = [...new Set(scope)];
  const results: T[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    results.push(...(await load(unique.slice(start, start + CHUNK))));
  }
  return results;
}

function groupBy<T, V>(
  rows: T[],
  key: (row: T) => number,
  value: (row: T) => V | null,
): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const item = value(row);
    if (item === null) continue;
    const list = groups.get(key(row));
    if (list) list.push(item);
    else groups.set(key(row), [item]);
  }
  return groups;
}

const FIELD_ORDER = new Map<string, number>(ACADEMIC_FIELDS.map((field, index) => [field, index]));

/** Each idea's fields, in the order the product lists the 14 fields. */
export async function fieldsByIdea(db: DB, scope: IdScope): Promise<Map<number, string[]>> {
  const rows = await byChunks(scope, (ids) =>
    db
      .selectFrom('idea_fields')
      .select(['idea_id', 'field'])
      .$if(ids !== null, (qb) => qb.where('idea_id', 'in', ids!))
      .execute(),
  );
  const groups = groupBy(
    rows,
    (row) => row.idea_id,
    (row) => row.field,
  );
  for (const fields of groups.values()) sortFields(fields);
  return groups;
}

/** Sorts an idea's fields (in place) in the order the product lists the 14 fields. */
export function sortFields(fields: string[]): string[] {
  const rank = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;
  return fields.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** An idea's fields from its row's JSON copy of them (`ideas.field_list`, migration 0022), in the product's order. */
export function fieldsFromList(fieldList: string): string[] {
  return sortFields(JSON.parse(fieldList) as string[]);
}

export interface RatingPart {
  userId: number;
  relevance: number;
  difficulty: number;
}

/** Each idea's ratings, oldest first. */
export async function ratingsByIdea(db: DB, scope: IdScope): Promise<Map<number, RatingPart[]>> {
  const rows = await byChunks(scope, (ids) =>
    db
      .selectFrom('ratings')
      .select(['idea_id', 'user_id', 'relevance', 'difficulty'])
      .$if(ids !== null, (qb) => qb.where('idea_id', 'in', ids!))
      .orderBy('idea_id')
      .orderBy('created_at')
      .orderBy('user_id')
      .execute(),
  );
  return groupBy(
    rows,
    (row) => row.idea_id,
    (row) => ({ userId: row.user_id, relevance: row.relevance, difficulty: row.difficulty }),
  );
}

/** Each idea's citation rows, in the order they were given. */
export async function citationRowsByIdea(
  db: DB,
  scope: IdScope,
): Promise<Map<number, CitationRow[]>> {
  const rows = await byChunks(scope, (ids) =>
    db
      .selectFrom('citations')
      .selectAll()
      .$if(ids !== null, (qb) => qb.where('idea_id', 'in', ids!))
      .orderBy('idea_id')
      .orderBy('position')
      .execute(),
  );
  return groupBy(
    rows,
    (row) => row.idea_id,
    (row) => row,
  );
}
