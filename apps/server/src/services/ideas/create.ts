import type { Idea, ideaInput } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { insertIdea } from '../../data/ideas.js';
import { queueSimilarityJob } from '../../data/similarity.js';
import { isoNow } from '../../runtime/clock.js';
import { assertNewAccountAllowance } from '../auth/new-accounts.js';
import type { Services } from '../context.js';
import { notifyNewIdea } from '../notifications/notify.js';
import { assertCitedIdeasExist } from './cited-ideas.js';
import { readIdea } from './read.js';

/** A validated idea (the output of the contracts' `ideaInput`). */
export type NewIdeaInput = z.output<typeof ideaInput>;

export interface CreateIdeaOptions {
  /** ISO-8601 UTC creation time; the clock's now by default. For the demo seed and tests. */
  createdAt?: string;
}

/**
 * Creates an idea with its fields, citations, search text and version 1 in
 * one transaction (a new account's allowance checked in it:
 * auth/new-accounts.ts), with the job that finds its similar ideas (and enters it
 * in the other ideas' lists) right after the commit. In the same
 * transaction its author starts following it, and the job that notifies
 * the followers of its author and fields (the fan-out of
 * docs/decisions/0010) is queued, to run right after the commit too.
 */
export async function createIdea(
  ctx: Services,
  userId: number,
  input: NewIdeaInput,
  options: CreateIdeaOptions = {},
): Promise<Idea> {
  const createdAt = options.createdAt ?? isoNow(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertNewAccountAllowance(trx, ctx, userId, 'ideas');
    await assertCitedIdeasExist(trx, input.citations);
    const id = await insertIdea(trx, ctx.dialect, { userId, ...input, createdAt });
    await queueSimilarityJob(trx, id, 'add');
    await notifyNewIdea(trx, { ideaId: id, authorId: userId, at: createdAt });
    return id;
  });
  ctx.similarIdeas.kick();
  const idea = await readIdea(ctx, id);
  // Once this answer is on its way: on SQLite the fan-out's transactions share
  // the one connection (and the event loop), and the author need not wait.
  setImmediate(() => ctx.notificationFanOut.kick());
  return idea;
}
