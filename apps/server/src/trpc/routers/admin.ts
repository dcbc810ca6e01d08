import { moderationPageInput } from '@thisoneforfree/contracts';
import { listFlagQueue, listModerationLog } from '../../services/moderation/lists.js';
import { protectedProcedure, router } from '../trpc.js';

/** The /admin page (issue 13): admins only, FORBIDDEN for anyone else (the services check). */
export const adminRouter = router({
  /** Comments with flags awaiting review, the latest flag first. */
  flags: protectedProcedure
    .input(moderationPageInput)
    .query(({ ctx, input }) => listFlagQueue(ctx.services, ctx.user, input.page)),

  /** Every status change by an admin or the flag threshold, newest first. */
  audit: protectedProcedure
    .input(moderationPageInput)
    .query(({ ctx, input }) => listModerationLog(ctx.services, ctx.user, input.page)),
});
