import type { Idea, IdeaCard } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { DB } from '../../db/database.js';
import type { IdeaRow } from '../../db/schema.js';
import { citationRowsByIdea, fieldsByIdea, ratingsByIdea } from '../../data/idea-parts.js';
import { cardsInOrder } from '../../data/idea-cards.js';
import { findIdeaWithParts, type IdeaWithParts } from '../../data/idea-read.js';
import { findIdeaRow } from '../../data/ideas.js';
import { notFound } from '../../lib/errors.js';
import { toIdea, toIdeaCard } from '../../serializers/ideas.js';
import type { Services } from '../context.js';

/** Ideas and cards for rows, with their related rows loaded per page, not per idea. */

/** The idea's row with its fields, ratings and citations (one query), or the 404. */
export async function requireIdeaWithParts(ctx: Services, id: number): Promise<IdeaWithParts> {
  const found = await findIdeaWithParts(ctx.db, ctx.dialect, id);
  if (!found) throw notFound(MESSAGES.errors.ideaNotFound);
  return found;
}

/** The idea's row, or the 404 of SPEC §2 ("Idea not found"). */
export async function requireIdeaRow(db: DB, id: number): Promise<IdeaRow> {
  const row = await findIdeaRow(db, id);
  if (!row) throw notFound(MESSAGES.errors.ideaNotFound);
  return row;
}

/** Full ideas (SPEC §7 shape) for rows, their related rows loaded for all of them at once. */
export async function toIdeas(db: DB, rows: IdeaRow[]): Promise<Idea[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [fields, ratings, citations] = await Promise.all([
    fieldsByIdea(db, ids),
    ratingsByIdea(db, ids),
    citationRowsByIdea(db, ids),
  ]);
  return rows.map((row) =>
    toIdea(row, {
      fields: fields.get(row.id) ?? [],
      ratings: ratings.get(row.id) ?? [],
      citations: citations.get(row.id) ?? [],
    }),
  );
}

/** The cards of `ids`, in that order (missing ids skipped), each with its fields and author: one query. */
export async function cardsOf(ctx: Services, ids: readonly number[]): Promise<IdeaCard[]> {
  const parts = await cardsInOrder(ctx.db, ctx.dialect, ids);
  return parts.map(({ row, fields, author }) => toIdeaCard(row, fields, author));
}
