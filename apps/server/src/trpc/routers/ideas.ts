import {
  browseFilter,
  browseInput,
  idInput,
  idSchema,
  ideaInput,
  ideaListInput,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import { browseIdeas, randomIdeaId } from '../../services/ideas/browse.js';
import { createIdea } from '../../services/ideas/create.js';
import { getIdeaDetail, listIdeaCardsByUser, listIdeasPage } from '../../services/ideas/read.js';
import { similarIdeas } from '../../services/ideas/similar.js';
import { limited, postingProcedure, publicProcedure, router } from '../trpc.js';

export const ideasRouter = router({
  /** Every idea with its ratings, as GET /api/ideas, 500 at a time (`after` the last id of the page before). */
  list: publicProcedure
    .input(ideaListInput)
    .query(({ ctx, input }) => listIdeasPage(ctx.services, input)),
  byId: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => getIdeaDetail(ctx.services, input.id)),
  byUser: publicProcedure
    .input(z.object({ userId: idSchema }))
    .query(({ ctx, input }) => listIdeaCardsByUser(ctx.services, input.userId)),
  create: postingProcedure
    .use(limited('post'))
    .input(ideaInput)
    .mutation(({ ctx, input }) => createIdea(ctx.services, ctx.user.id, input)),
  browse: publicProcedure
    .input(browseInput)
    .query(({ ctx, input }) => browseIdeas(ctx.services, input)),
  random: publicProcedure
    .input(browseFilter)
    .query(({ ctx, input }) => randomIdeaId(ctx.services, input)),
  similar: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => similarIdeas(ctx.services, input.id)),
});
