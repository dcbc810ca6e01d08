import { idSchema, ratingInput } from '@thisoneforfree/contracts';
import { rateIdea } from '../../services/ratings.js';
import { protectedProcedure, router } from '../trpc.js';

export const ratingsRouter = router({
  rate: protectedProcedure
    .input(ratingInput.extend({ ideaId: idSchema }))
    .mutation(({ ctx, input: { ideaId, ...rating } }) =>
      rateIdea(ctx.services, ctx.user.id, ideaId, rating),
    ),
});
