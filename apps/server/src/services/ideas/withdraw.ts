import type { Idea } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import { unindexIdeaText } from '../../data/idea-search.js';
import { markIdeaWithdrawn } from '../../data/ideas.js';
import { queueSimilarityJob } from '../../data/similarity.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { lockIdeaOrNotFound } from './lock.js';
import { assertMayChange } from './permissions.js';
import { readIdea } from './read.js';

/**
 * Withdraws an idea: it leaves browse, search, Random Idea, similar ideas,
 * favorites lists, profiles and their statistics; its page stays at its URL
 * as a tombstone (title, author, dates, who withdrew it), so citations of it
 * never dead-end. Only the author or an admin may (403); an admin who is not
 * the author withdraws it as a moderator ("Removed by a moderator").
 *
 * Nothing is deleted: the row, its versions, ratings, comments and favorites
 * stay, but no answer shows its text again. In one transaction: the mark, the
 * search text out of the index, and the similar-ideas 'remove' job, run right
 * after the commit. Withdrawing a withdrawn idea changes nothing and answers
 * it as it is (idempotent: a double click, a retried request), so the first
 * withdrawal's date and author stay.
 */
export async function withdrawIdea(
  ctx: Services,
  actor: Pick<UserRow, 'id' | 'is_admin'>,
  id: number,
): Promise<Idea> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const idea = await lockIdeaOrNotFound(trx, ctx.dialect, id);
    assertMayChange(idea, actor);
    if (idea.withdrawn_at !== null) return false;
    const by = idea.user_id === actor.id ? 'author' : 'moderator';
    await markIdeaWithdrawn(trx, id, isoNow(ctx.clock), by);
    await unindexIdeaText(trx, ctx.dialect, id);
    await queueSimilarityJob(trx, id, 'remove');
    return true;
  });
  if (changed) ctx.similarIdeas.kick();
  return readIdea(ctx, id);
}
