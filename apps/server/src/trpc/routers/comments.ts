import {
  commentEditInput,
  commentFlagInput,
  commentInput,
  commentStatusInput,
  idInput,
  idSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import { createComment, listComments } from '../../services/comments.js';
import { deleteOwnComment, editComment } from '../../services/comment-edits.js';
import { flagComment } from '../../services/moderation/flag.js';
import { setCommentStatus } from '../../services/moderation/status.js';
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

  /** Once per reader, with an optional reason and details (issue 13). */
  flag: protectedProcedure
    .use(limited('post'))
    .input(idInput.extend(commentFlagInput.shape))
    .mutation(async ({ ctx, input }) => {
      await flagComment(ctx.services, ctx.user, input.id, input);
      return { success: true as const };
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

  /** Admins only; the service refuses everyone else with FORBIDDEN. Written to the moderation log. */
  setStatus: protectedProcedure
    .use(limited('moderate', { perUser: true }))
    .input(idInput.extend(commentStatusInput.shape))
    .mutation(({ ctx, input }) => setCommentStatus(ctx.services, ctx.user, input.id, input.status)),
});
