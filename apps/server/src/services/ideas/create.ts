import type { Idea, ideaInput } from '@thisoneforfree/contracts';
import { MAX_ID, MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { indexIdeaText } from '../../data/idea-search.js';
import { existingIdeaIds, insertIdea } from '../../data/ideas.js';
import { queueSimilarityJob } from '../../data/similarity.js';
import { badRequest, type FieldIssue } from '../../lib/errors.js';
import { summarizeIssues } from '../../lib/validation.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { readIdea } from './read.js';

/** A validated idea (the output of the contracts' `ideaInput`). */
export type NewIdeaInput = z.output<typeof ideaInput>;

export interface CreateIdeaOptions {
  /** ISO-8601 UTC creation time; the clock's now by default. For the demo seed and tests. */
  createdAt?: string;
}

/**
 * Creates an idea with its fields, citations and search text in one
 * transaction, with the job that finds its similar ideas (and enters it in
 * the other ideas' lists) right after the commit.
 */
export async function createIdea(
  ctx: Services,
  userId: number,
  input: NewIdeaInput,
  options: CreateIdeaOptions = {},
): Promise<Idea> {
  const createdAt = options.createdAt ?? isoNow(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertCitedIdeasExist(trx, input.citations);
    const id = await insertIdea(trx, { userId, ...input, createdAt });
    await indexIdeaText(trx, ctx.dialect, { id, ...input });
    await queueSimilarityJob(trx, id, 'add');
    return id;
  });
  ctx.similarIdeas.kick();
  return readIdea(ctx, id);
}

/** Internal citations must name distinct ideas that exist (SPEC §5). */
async function assertCitedIdeasExist(db: DB, citations: NewIdeaInput['citations']): Promise<void> {
  const internal = citations.flatMap((citation, index) =>
    citation.type === 'internal' ? [{ index, id: citation.internalId }] : [],
  );
  if (internal.length === 0) return;
  const issues: FieldIssue[] = [];
  const seen = new Set<number>();
  for (const { index, id } of internal) {
    if (seen.has(id))
      issues.push({
        path: `citations.${index}.internalId`,
        message: MESSAGES.citationsEditor.duplicateDescription,
      });
    seen.add(id);
  }
  // Ids past the largest exist nowhere (and PostgreSQL would refuse to compare them).
  const existing = await existingIdeaIds(
    db,
    [...seen].filter((id) => id <= MAX_ID),
  );
  for (const { index, id } of internal) {
    if (!existing.has(id))
      issues.push({
        path: `citations.${index}.internalId`,
        message: MESSAGES.validation.internalIdeaMissing,
      });
  }
  if (issues.length > 0) {
    issues.sort((a, b) => a.path.localeCompare(b.path));
    throw badRequest(summarizeIssues(issues), issues);
  }
}
