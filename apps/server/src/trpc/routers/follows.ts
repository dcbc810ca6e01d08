import { followInput } from '@thisoneforfree/contracts';
import { follow, listFollows, unfollow } from '../../services/follows.js';
import { limited, protectedProcedure, router } from '../trpc.js';

/** Following researchers, fields and ideas: the same services as REST's /api/follows. */
export const followsRouter = router({
  /** What the signed-in user follows, each list the newest first. */
  list: protectedProcedure.query(({ ctx }) => listFollows(ctx.services, ctx.user.id)),

  /** Starts following; answers what the user follows now. */
  add: protectedProcedure
    .use(limited('notificationWrite'))
    .input(followInput)
    .mutation(({ ctx, input }) => follow(ctx.services, ctx.user.id, input)),

  /** Stops following; answers what the user follows now. */
  remove: protectedProcedure
    .use(limited('notificationWrite'))
    .input(followInput)
    .mutation(({ ctx, input }) => unfollow(ctx.services, ctx.user.id, input)),
});
