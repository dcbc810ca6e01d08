import {
  browseFilter,
  browseInput,
  idInput,
  ideaDraftInput,
  ideaInput,
  ideaListInput,
  ideaUpdateInput,
  ideaVersionInput,
  userIdeasInput,
} from '@thisoneforfree/contracts';
import { browseIdeas, countIdeas, randomIdeaId } from '../../services/ideas/browse.js';
import { createIdea } from '../../services/ideas/create.js';
import { editIdea } from '../../services/ideas/edit.js';
import { listIdeaVersions, readIdeaVersion } from '../../services/ideas/versions.js';
import { withdrawIdea } from '../../services/ideas/withdraw.js';
import { getIdeaDetail, listIdeaCardsByUser, listIdeasPage } from '../../services/ideas/read.js';
import { similarIdeas, similarToDraft } from '../../services/ideas/similar.js';
import { limited, postingProcedure, protectedProcedure, publicProcedure, router } from '../trpc.js';

export const ideasRouter = router({
  /** Every idea with its ratings, as GET /api/ideas, 500 at a time (`after` the last id of the page before). */
  list: publicProcedure
    .input(ideaListInput)
    .query(({ ctx, input }) => listIdeasPage(ctx.services, input)),
  byId: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => getIdeaDetail(ctx.services, input.id)),
  /** A researcher's ideas as cards, newest first, a page at a time (`cursor`: the last page's `nextCursor`). */
  byUser: publicProcedure
    .input(userIdeasInput)
    .query(({ ctx, input }) => listIdeaCardsByUser(ctx.services, input)),
  create: postingProcedure
    .use(limited('post'))
    .input(ideaInput)
    .mutation(({ ctx, input }) => createIdea(ctx.services, ctx.user.id, input)),
  /** Saves an edit as the next version (author or admin); `expectedVersion` guards against overwriting. */
  update: protectedProcedure
    .use(limited('post'))
    .input(ideaUpdateInput)
    .mutation(({ ctx, input: { id, ...edit } }) => editIdea(ctx.services, ctx.user, id, edit)),
  /** Withdraws the idea (author or admin); idempotent. */
  withdraw: protectedProcedure
    .use(limited('post'))
    .input(idInput)
    .mutation(({ ctx, input }) => withdrawIdea(ctx.services, ctx.user, input.id)),
  versions: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => listIdeaVersions(ctx.services, input.id)),
  version: publicProcedure
    .input(ideaVersionInput)
    .query(({ ctx, input }) => readIdeaVersion(ctx.services, input.id, input.version)),
  browse: publicProcedure
    .input(browseInput)
    .query(({ ctx, input }) => browseIdeas(ctx.services, input)),
  /** How many ideas match the filter: the browse page's "128 ideas". */
  count: publicProcedure
    .input(browseFilter)
    .query(({ ctx, input }) => countIdeas(ctx.services, input)),
  random: publicProcedure
    .input(browseFilter)
    .query(({ ctx, input }) => randomIdeaId(ctx.services, input)),
  similar: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => similarIdeas(ctx.services, input.id)),
  /**
   * Reads only, but a mutation: a draft is up to 2 KB of text, too much for a
   * GET's URL once encoded; and rate limited, since it scores every idea.
   */
  similarToDraft: protectedProcedure
    .use(limited('draftHint'))
    .input(ideaDraftInput)
    .mutation(({ ctx, input }) => similarToDraft(ctx.services, input)),
});
