import { MESSAGES } from '@thisoneforfree/contracts';
import type { DB, Dialect } from '../../db/database.js';
import { lockIdea } from '../../data/ideas.js';
import { conflict, notFound } from '../../lib/errors.js';

/** What a writer of an idea needs to know of it, read under the lock. */
export type LockedIdea = NonNullable<Awaited<ReturnType<typeof lockIdea>>>;

/**
 * Locks the idea's row for the rest of the transaction (PostgreSQL; SQLite
 * writes one at a time anyway), so writers of the same idea take turns; a
 * missing idea is the 404 of SPEC §2.
 */
export async function lockIdeaOrNotFound(
  trx: DB,
  dialect: Dialect,
  ideaId: number,
): Promise<LockedIdea> {
  const idea = await lockIdea(trx, dialect, ideaId);
  if (!idea) throw notFound(MESSAGES.errors.ideaNotFound);
  return idea;
}

/**
 * As `lockIdeaOrNotFound`, for writes that add to an idea (a rating, a
 * favorite, an edit): a withdrawn idea takes none of them (409).
 */
export async function lockOpenIdea(trx: DB, dialect: Dialect, ideaId: number): Promise<LockedIdea> {
  const idea = await lockIdeaOrNotFound(trx, dialect, ideaId);
  if (idea.withdrawn_at !== null) throw conflict(MESSAGES.errors.ideaWithdrawn);
  return idea;
}
