import { MESSAGES } from '@thisoneforfree/contracts';
import type { DB, Dialect } from '../../db/database.js';
import { lockIdea } from '../../data/ideas.js';
import { notFound } from '../../lib/errors.js';

/**
 * Locks the idea's row for the rest of the transaction (PostgreSQL; SQLite
 * writes one at a time anyway), so writers of its aggregates take turns; a
 * missing idea is the 404 of SPEC §2.
 */
export async function lockIdeaOrNotFound(trx: DB, dialect: Dialect, ideaId: number): Promise<void> {
  if (!(await lockIdea(trx, dialect, ideaId))) throw notFound(MESSAGES.errors.ideaNotFound);
}
