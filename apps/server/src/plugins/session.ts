// The cookie plugin's types add request.cookies and reply.setCookie to Fastify's.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionValidation, validateSessionToken } from '../services/auth/sessions.js';
import type { Services } from '../services/context.js';

export const SESSION_COOKIE = 'tof_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user and session, or null for a visitor. */
    auth: Omit<SessionValidation, 'renewed'> | null;
  }
}

interface SessionPluginOptions {
  services: Services;
  secureCookies: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Reads the session cookie on every request and keeps a renewed session's cookie current. */
export const sessionPlugin = fp<SessionPluginOptions>(
  (app: FastifyInstance, options, done) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const result = await validateSessionToken(options.services, token);
      if (!result) {
        clearSessionCookie(reply, options.secureCookies);
        return;
      }
      request.auth = { session: result.session, user: result.user };
      if (result.renewed)
        setSessionCookie(reply, token, result.session.expiresAt, options.secureCookies);
    });
    done();
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
