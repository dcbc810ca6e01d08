import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import type { RateLimitBucket, RateLimiter } from '../plugins/rate-limits.js';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.js';
import type { Session } from '../services/auth/sessions.js';
import type { Services } from '../services/context.js';

export interface TrpcContext {
  services: Services;
  user: UserRow | null;
  session: Session | null;
  /** The browser's User-Agent, for the sessions list of Settings, Account. */
  userAgent: string | null;
  /**
   * Throws TOO_MANY_REQUESTS when the caller's address (or the account
   * `userId`, when given) exceeded the bucket's limit.
   */
  rateLimit: (bucket: RateLimitBucket, userId?: number) => Promise<void>;
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
}

/** The request-specific context, built from Fastify's request by the tRPC adapter. */
export function createContextFactory(services: Services, rateLimiter: RateLimiter) {
  const secure = services.config.appOrigin.startsWith('https:');
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    services,
    user: req.auth?.user ?? null,
    session: req.auth?.session ?? null,
    userAgent: req.headers['user-agent'] ?? null,
    rateLimit: (bucket, userId) => rateLimiter.check(bucket, req, userId),
    setSessionCookie: (token, expiresAt) => setSessionCookie(res, token, expiresAt, secure),
    clearSessionCookie: () => clearSessionCookie(res, secure),
  });
}
