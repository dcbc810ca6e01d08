import type { Idea, ideaEditInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { reindexIdeaText } from '../../data/idea-search.js';
import {
  findIdeaVersion,
  insertIdeaVersion,
  sameContent,
  versionContent,
} from '../../data/idea-versions.js';
import { updateIdeaContent } from '../../data/ideas.js';
import { queueSimilarityJob } from '../../data/similarity.js';
import { conflict } from '../../lib/errors.js';
import { isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';
import { assertCitedIdeasExist } from './cited-ideas.js';
import { lockIdeaOrNotFound } from './lock.js';
import { assertMayChange } from './permissions.js';
import { readIdea } from './read.js';

/** A validated edit (the output of the contracts' `ideaEditInput`). */
export type IdeaEdit = z.output<typeof ideaEditInput>;

/**
 * Saves an edit of an idea as its next version, with the create rules (SPEC
 * §5, §9: the contracts' schema, then cited ideas that exist, not itself).
 * Only the author or an admin may (403); a withdrawn idea cannot be edited
 * (409). In one transaction, under the idea's lock: the new version, the
 * idea's row, fields and citations, its search text, and the similar-ideas
 * 'add' job that re-ranks it, run right after the commit.
 *
 * Saving twice is safe: a save whose content equals the latest version makes
 * no version and answers the idea as it is (a double click, a retried
 * request). With `expectedVersion`, a save made from an older version than
 * the latest (someone else saved in between) is a 409 rather than silently
 * undoing their edit.
 */
export async function editIdea(
  ctx: Services,
  editor: Pick<UserRow, 'id' | 'is_admin'>,
  id: number,
  input: IdeaEdit,
): Promise<Idea> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const idea = await lockIdeaOrNotFound(trx, ctx.dialect, id);
    assertMayChange(idea, editor);
    if (idea.withdrawn_at !== null) throw conflict(MESSAGES.errors.ideaWithdrawn);
    const latest = await findIdeaVersion(trx, id, idea.version);
    const content = versionContent(input);
    if (latest && sameContent(latest, content)) return false;
    if (input.expectedVersion !== undefined && input.expectedVersion !== idea.version)
      throw conflict(MESSAGES.errors.ideaEditConflict(idea.version));
    await assertCitedIdeasExist(trx, input.citations, id);
    const version = idea.version + 1;
    const at = isoNow(ctx.clock);
    await insertIdeaVersion(trx, {
      idea_id: id,
      version,
      ...content,
      created_at: at,
      edited_by: editor.id,
    });
    await updateIdeaContent(trx, id, { ...input, version, updatedAt: at });
    await reindexIdeaText(trx, ctx.dialect, { id, ...input });
    await queueSimilarityJob(trx, id, 'add');
    return true;
  });
  if (changed) ctx.similarIdeas.kick();
  return readIdea(ctx, id);
}
