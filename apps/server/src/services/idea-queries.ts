import type { Citation, Idea, IdeaRating } from '@thisoneforfree/contracts';
import { ACADEMIC_FIELDS, MESSAGES } from '@thisoneforfree/contracts';
import type { DB } from '../db/database.js';
import type { IdeaRow } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { IDEA_COLUMNS, type IdeaCard, toCitation, toIdeaStats } from './idea-shapes.js';

/**
 * Reads ideas and their related rows (fields, ratings, citations, authors) in
 * a fixed number of queries per page, never one query per idea.
 */

/** Ids to load, or every row (GET /api/ideas), which needs no `in (...)` list. */
export type IdScope = readonly number[] | 'all';

/** Bound parameters per `in (...)` list, well under every driver's limit. */
const CHUNK = 500;

async function byChunks<T>(
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
  const rank = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;
  for (const fields of groups.values())
    fields.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return groups;
}

/** Each idea's ratings, oldest first. */
export async function ratingsByIdea(db: DB, scope: IdScope): Promise<Map<number, IdeaRating[]>> {
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

/** Each idea's citations, in the order they were given. */
export async function citationsByIdea(db: DB, scope: IdScope): Promise<Map<number, Citation[]>> {
  const rows = await byChunks(scope, (ids) =>
    db
      .selectFrom('citations')
      .selectAll()
      .$if(ids !== null, (qb) => qb.where('idea_id', 'in', ids!))
      .orderBy('idea_id')
      .orderBy('position')
      .execute(),
  );
  return groupBy(rows, (row) => row.idea_id, toCitation);
}

export async function authorsById(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, { id: number; username: string }>> {
  const rows = await byChunks(userIds, (ids) =>
    db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids!).execute(),
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, username: row.username }]));
}

export function selectIdeas(db: DB) {
  return db.selectFrom('ideas').select(IDEA_COLUMNS);
}

export async function findIdeaRow(db: DB, id: number): Promise<IdeaRow | undefined> {
  return selectIdeas(db).where('ideas.id', '=', id).executeTakeFirst();
}

/** The idea's row, or a 404. */
export async function requireIdeaRow(db: DB, id: number): Promise<IdeaRow> {
  const row = await findIdeaRow(db, id);
  if (!row) throw notFound(MESSAGES.errors.ideaNotFound);
  return row;
}

/** Rows of the given ideas, in the order of `ids`; missing ids are skipped. */
export async function ideaRowsInOrder(db: DB, ids: readonly number[]): Promise<IdeaRow[]> {
  const rows = await byChunks(ids, (chunk) =>
    selectIdeas(db).where('ideas.id', 'in', chunk!).execute(),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Full ideas (SPEC §7 shape) for rows; `scope` 'all' when the rows are every idea. */
export async function toIdeas(
  db: DB,
  rows: IdeaRow[],
  scope: IdScope = rows.map((row) => row.id),
): Promise<Idea[]> {
  if (rows.length === 0) return [];
  const [fields, ratings, citations] = await Promise.all([
    fieldsByIdea(db, scope),
    ratingsByIdea(db, scope),
    citationsByIdea(db, scope),
  ]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    title: row.title,
    challenge: row.challenge,
    approach: row.approach,
    impact: row.impact,
    fields: fields.get(row.id) ?? [],
    ratings: ratings.get(row.id) ?? [],
    citations: citations.get(row.id) ?? [],
    createdAt: row.created_at,
  }));
}

/** Cards for rows, in the same order. */
export async function toCards(db: DB, rows: IdeaRow[]): Promise<IdeaCard[]> {
  if (rows.length === 0) return [];
  const [fields, authors] = await Promise.all([
    fieldsByIdea(
      db,
      rows.map((row) => row.id),
    ),
    authorsById(
      db,
      rows.map((row) => row.user_id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    title: row.title,
    challenge: row.challenge,
    fields: fields.get(row.id) ?? [],
    createdAt: row.created_at,
    author: authors.get(row.user_id) ?? null,
    stats: toIdeaStats(row),
  }));
}
