import {
  commentEditInput,
  commentInput,
  commentStatusInput,
  idInput,
  idSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import {
  createComment,
  flagComment,
  listComments,
  setCommentStatus,
} from '../../services/comments.js';
import { deleteOwnComment, editComment } from '../../services/comment-edits.js';
import { limited, postingProcedure, protectedProcedure, publicProcedure, router } from '../trpc.js';

export const commentsRouter = router({
  /** Oldest first, filtered by what the caller may see (SPEC §4). */
  list: publicProcedure
    .input(z.object({ ideaId: idSchema }))
    .query(({ ctx, input }) => listComments(ctx.services, ctx.user, input.ideaId)),

  create: postingProcedure
    .use(limited('post'))
    .input(commentInput.extend({ ideaId: idSchema }))
    .mutation(({ ctx, input }) => createComment(ctx.services, ctx.user, input.ideaId, input)),

  flag: protectedProcedure
    .use(limited('post'))
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await flagComment(ctx.services, ctx.user, input.id);
      return { success: true };
    }),

  /** Its author only (FORBIDDEN for others); same rule as posting. */
  edit: protectedProcedure
    .use(limited('post'))
    .input(idInput.extend(commentEditInput.shape))
    .mutation(({ ctx, input }) => editComment(ctx.services, ctx.user, input.id, input.content)),

  /** Its author only: status `deleted`, replies stay under a placeholder. Idempotent. */
  remove: protectedProcedure
    .use(limited('post'))
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await deleteOwnComment(ctx.services, ctx.user, input.id);
      return { success: true as const };
    }),

  /** Admins only; the service refuses everyone else with FORBIDDEN. */
  setStatus: protectedProcedure
    .input(idInput.extend(commentStatusInput.shape))
    .mutation(({ ctx, input }) => setCommentStatus(ctx.services, ctx.user, input.id, input.status)),
});
