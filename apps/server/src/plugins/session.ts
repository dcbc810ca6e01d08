// The cookie plugin's types add request.cookies and reply.setCookie to Fastify's.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.js';
import type { TokenAuth } from '../services/auth/access-tokens.js';
import { type Session, validateSessionToken } from '../services/auth/sessions.js';
import type { Services } from '../services/context.js';
import { authenticateBearer, isRestPath } from './bearer-token.js';

export const SESSION_COOKIE = 'tof_session';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller, or null for a visitor: a user signed in with the session
     * cookie (`session`), or, on the REST paths, with a personal access token
     * (`token`). Exactly one of the two is set.
     */
    auth:
      | { user: UserRow; session: Session; token: null }
      | { user: UserRow; session: null; token: TokenAuth }
      | null;
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

/**
 * Reads the caller on every request: a bearer token on the REST paths (the
 * cookie is then not read, so a request acts as one caller, and a token
 * request needs no Origin check: plugins/origin-check.ts), otherwise the
 * session cookie, whose renewed expiry is sent back.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  (app: FastifyInstance, options, done) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const authorization = request.headers.authorization;
      if (authorization !== undefined && isRestPath(request.url)) {
        const found = await authenticateBearer(options.services, request, reply, authorization);
        request.auth = { user: found.user, session: null, token: found.token };
        return;
      }
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const result = await validateSessionToken(options.services, token);
      if (!result) {
        clearSessionCookie(reply, options.secureCookies);
        return;
      }
      request.auth = { session: result.session, user: result.user, token: null };
      if (result.renewed)
        setSessionCookie(reply, token, result.session.expiresAt, options.secureCookies);
    });
    done();
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
