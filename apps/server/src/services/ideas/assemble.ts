import type { Idea, IdeaCard } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { DB } from '../../db/database.js';
import type { IdeaRow } from '../../db/schema.js';
import {
  authorsById,
  citationRowsByIdea,
  fieldsByIdea,
  type IdScope,
  ratingsByIdea,
} from '../../data/idea-parts.js';
import { findIdeaRow } from '../../data/ideas.js';
import { notFound } from '../../lib/errors.js';
import { toIdea, toIdeaCard } from '../../serializers/ideas.js';

/** Ideas and cards for rows, with their related rows loaded per page, not per idea. */

/** The idea's row, or the 404 of SPEC §2 ("Idea not found"). */
export async function requireIdeaRow(db: DB, id: number): Promise<IdeaRow> {
  const row = await findIdeaRow(db, id);
  if (!row) throw notFound(MESSAGES.errors.ideaNotFound);
  return row;
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
    citationRowsByIdea(db, scope),
  ]);
  return rows.map((row) =>
    toIdea(row, {
      fields: fields.get(row.id) ?? [],
      ratings: ratings.get(row.id) ?? [],
      citations: citations.get(row.id) ?? [],
    }),
  );
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
  return rows.map((row) =>
    toIdeaCard(row, fields.get(row.id) ?? [], authors.get(row.user_id) ?? null),
  );
}
