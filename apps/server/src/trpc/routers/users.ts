import { idInput } from '@thisoneforfree/contracts';
import { getPublicUser, getUserStats, listUserFavorites } from '../../services/users.js';
import { publicProcedure, router } from '../trpc.js';

export const usersRouter = router({
  byId: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => getPublicUser(ctx.services, input.id)),
  /** Every user's id and favorites (for favorite counts), nothing else. */
  favorites: publicProcedure.query(({ ctx }) => listUserFavorites(ctx.services)),
  /** The profile's Publication Statistics. */
  stats: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) => getUserStats(ctx.services, input.id)),
});
