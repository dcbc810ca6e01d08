import {
  loginInput,
  registerInput,
  resendVerificationInput,
  verificationTokenSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import * as auth from '../../services/auth.js';
import { invalidateSession } from '../../services/sessions.js';
import { currentUser } from '../../services/users.js';
import { limited, publicProcedure, router } from '../trpc.js';

export const authRouter = router({
  /** The current user, or null for a visitor (REST answers 401 instead). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? currentUser(ctx.services, ctx.user) : null)),

  register: publicProcedure
    .use(limited('register'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const result = await auth.register(ctx.services, input);
      ctx.setSessionCookie(result.sessionToken, result.sessionExpiresAt);
      return result.user;
    }),

  login: publicProcedure
    .use(limited('login'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const result = await auth.login(ctx.services, input);
      ctx.setSessionCookie(result.sessionToken, result.sessionExpiresAt);
      return result.user;
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.services.db, ctx.session.id);
    ctx.clearSessionCookie();
    return { success: true };
  }),

  verifyEmail: publicProcedure
    .input(z.object({ token: verificationTokenSchema }))
    .mutation(async ({ ctx, input }) => {
      await auth.verifyEmail(ctx.services, input.token);
      return { success: true };
    }),

  resendVerification: publicProcedure
    .use(limited('verificationEmail'))
    .input(resendVerificationInput)
    .mutation(({ ctx, input }) => auth.resendVerification(ctx.services, input)),
});
