import { preferencesInput } from '@thisoneforfree/contracts';
import { updatePreferences } from '../../services/preferences.js';
import { protectedProcedure, router } from '../trpc.js';

export const preferencesRouter = router({
  update: protectedProcedure
    .input(preferencesInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.services, ctx.user, input)),
});
