import { idSchema } from '@thisoneforfree/contracts';
import { z } from 'zod';
import {
  addFavorite,
  listFavoriteIdeas,
  listFavorites,
  removeFavorite,
} from '../../services/favorites.js';
import { protectedProcedure, router } from '../trpc.js';

const favoriteInput = z.object({ ideaId: idSchema });

export const favoritesRouter = router({
  list: protectedProcedure.query(({ ctx }) => listFavorites(ctx.services, ctx.user.id)),
  ideas: protectedProcedure.query(({ ctx }) => listFavoriteIdeas(ctx.services, ctx.user.id)),
  add: protectedProcedure
    .input(favoriteInput)
    .mutation(({ ctx, input }) => addFavorite(ctx.services, ctx.user.id, input.ideaId)),
  remove: protectedProcedure
    .input(favoriteInput)
    .mutation(({ ctx, input }) => removeFavorite(ctx.services, ctx.user.id, input.ideaId)),
});
