import type { FastifyInstance } from 'fastify';
import {
  loginInput,
  MESSAGES,
  registerInput,
  resendVerificationInput,
  verificationTokenSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import { unauthorized } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';
import type { RateLimiter } from '../plugins/rate-limits.js';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.js';
import { resendVerification, verifyEmail } from '../services/auth/email-verification.js';
import { login, logout } from '../services/auth/login.js';
import { register } from '../services/auth/register.js';
import type { Services } from '../services/context.js';
import { currentUser } from '../services/users.js';
import { body, clientOf } from './handler.js';

const verificationParams = z.object({ token: verificationTokenSchema });

export function authRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  const secure = ctx.config.appOrigin.startsWith('https:');

  app.get('/api/user', async (request) => {
    if (!request.auth) throw unauthorized(MESSAGES.errors.notLoggedIn);
    return currentUser(ctx, request.auth.user);
  });

  app.post('/api/register', async (request, reply) => {
    await limiter.check('register', request);
    const result = await register(ctx, body(request, registerInput), clientOf(request));
    setSessionCookie(reply, result.sessionToken, result.sessionExpiresAt, secure);
    return reply.status(201).send(result.user);
  });

  app.post('/api/login', async (request, reply) => {
    await limiter.check('login', request);
    const result = await login(ctx, body(request, loginInput), clientOf(request));
    setSessionCookie(reply, result.sessionToken, result.sessionExpiresAt, secure);
    return result.user;
  });

  app.post('/api/logout', async (request, reply) => {
    await logout(ctx, request.auth?.session?.id);
    clearSessionCookie(reply, secure);
    return { success: true };
  });

  app.post('/api/verify-email/:token', async (request) => {
    const { token } = parseInput(verificationParams, request.params);
    await verifyEmail(ctx, token);
    return { success: true, message: 'Your email has been verified. You can now log in.' };
  });

  app.post('/api/resend-verification', async (request) => {
    await limiter.check('verificationEmail', request);
    return resendVerification(ctx, body(request, resendVerificationInput));
  });
}
