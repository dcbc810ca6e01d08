import { accessTokenInput, idInput } from '@thisoneforfree/contracts';
import { createToken, listTokens, revokeToken } from '../../services/auth/access-tokens.js';
import { protectedProcedure, router } from '../trpc.js';

/** Personal access tokens of Settings, Account (tRPC takes only the session cookie). */
export const tokensRouter = router({
  list: protectedProcedure.query(({ ctx }) => listTokens(ctx.services, ctx.user)),
  create: protectedProcedure
    .input(accessTokenInput)
    .mutation(({ ctx, input }) => createToken(ctx.services, ctx.user, input)),
  revoke: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await revokeToken(ctx.services, ctx.user, input.id);
    return { success: true as const };
  }),
});
