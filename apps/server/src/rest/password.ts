import type { FastifyInstance } from 'fastify';
import { forgotPasswordInput, resetPasswordInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset.js';
import type { Services } from '../services/context.js';
import { body } from './handler.js';

/** Forgot password (issue 13): no login needed; the token travels in the body, never in a path. */
export function passwordRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  app.post('/api/password/forgot', async (request) => {
    await limiter.check('passwordForgot', request);
    return requestPasswordReset(ctx, body(request, forgotPasswordInput));
  });

  app.post('/api/password/reset', async (request) => {
    await limiter.check('emailedLink', request);
    await resetPassword(ctx, body(request, resetPasswordInput));
    return { success: true };
  });
}
