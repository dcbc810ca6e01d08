import {
  forgotPasswordInput,
  loginInput,
  registerInput,
  resendVerificationInput,
  resetPasswordInput,
  verificationTokenSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import { resendVerification, verifyEmail } from '../../services/auth/email-verification.js';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset.js';
import { login, logout } from '../../services/auth/login.js';
import { register } from '../../services/auth/register.js';
import { currentUser } from '../../services/users.js';
import { limited, publicProcedure, router } from '../trpc.js';

export const authRouter = router({
  /** The current user, or null for a visitor (REST answers 401 instead). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? currentUser(ctx.services, ctx.user) : null)),

  register: publicProcedure
    .use(limited('register'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const result = await register(ctx.services, input, { userAgent: ctx.userAgent });
      ctx.setSessionCookie(result.sessionToken, result.sessionExpiresAt);
      return result.user;
    }),

  login: publicProcedure
    .use(limited('login'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.services, input, { userAgent: ctx.userAgent });
      ctx.setSessionCookie(result.sessionToken, result.sessionExpiresAt);
      return result.user;
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.services, ctx.session?.id);
    ctx.clearSessionCookie();
    return { success: true };
  }),

  verifyEmail: publicProcedure
    .input(z.object({ token: verificationTokenSchema }))
    .mutation(async ({ ctx, input }) => {
      await verifyEmail(ctx.services, input.token);
      return { success: true };
    }),

  resendVerification: publicProcedure
    .use(limited('verificationEmail'))
    .input(resendVerificationInput)
    .mutation(({ ctx, input }) => resendVerification(ctx.services, input)),

  /** Forgot password: the same answer whether or not the account exists. */
  forgotPassword: publicProcedure
    .use(limited('passwordForgot'))
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.services, input)),

  /** Sets a new password with the emailed token; every session of the account ends. */
  resetPassword: publicProcedure
    .use(limited('emailedLink'))
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx.services, input);
      return { success: true as const };
    }),
});
