import { claimInput, idSchema } from '@thisoneforfree/contracts';
import { z } from 'zod';
import {
  dropClaim,
  listIdeaClaims,
  listResearcherClaims,
  saveClaim,
} from '../../services/claims.js';
import { limited, protectedProcedure, publicProcedure, router } from '../trpc.js';

const ideaInput = z.object({ ideaId: idSchema });

/** Claims, "I'm pursuing this": the same services as REST's /api/ideas/{id}/claim(s). */
export const claimsRouter = router({
  /** An idea's claims, the earliest first. */
  list: publicProcedure
    .input(ideaInput)
    .query(({ ctx, input }) => listIdeaClaims(ctx.services, input.ideaId)),

  /** A researcher's claims with the ideas they claim, the latest first (the profile). */
  byUser: publicProcedure
    .input(z.object({ userId: idSchema }))
    .query(({ ctx, input }) => listResearcherClaims(ctx.services, input.userId)),

  /** Creates or changes the caller's claim; answers the claim. */
  save: protectedProcedure
    .use(limited('post'))
    .input(claimInput.and(ideaInput))
    .mutation(({ ctx, input }) => saveClaim(ctx.services, ctx.user.id, input.ideaId, input)),

  drop: protectedProcedure
    .use(limited('post'))
    .input(ideaInput)
    .mutation(async ({ ctx, input }) => {
      await dropClaim(ctx.services, ctx.user.id, input.ideaId);
      return { success: true as const };
    }),
});
